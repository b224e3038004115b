import { stripHtml } from '@domain';
import { NOTES_MAX, TAGS_MAX, TAG_ERRORS, TAG_MAX_CHARS } from './texts';

export type NotesTagsCheck =
  { ok: true; notes: string | null; tags: string[] } | { ok: false; error: string };

const chars = (s: string) => Array.from(s).length;

/** Tags from what the user typed: split on commas (or new lines), trimmed, HTML removed, de-duplicated. */
export function parseTags(input: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const part of input.split(/[,\n]/)) {
    const tag = stripHtml(part).replace(/\s+/g, ' ').trim();
    if (tag === '' || seen.has(tag.toLocaleLowerCase('en'))) continue;
    seen.add(tag.toLocaleLowerCase('en'));
    out.push(tag);
  }
  return out;
}

/**
 * Notes and tags as the table accepts them (its check constraints: at most 50 tags of 1–50
 * characters, notes at most 10,000 characters), or the message that says what to fix.
 * Notes are stored as typed (React escapes them when shown); blank notes are stored as null.
 */
export function checkNotesAndTags(notesInput: string, tagsInput: string): NotesTagsCheck {
  const notes = notesInput.split('\u0000').join('');
  if (chars(notes) > NOTES_MAX) return { ok: false, error: TAG_ERRORS.notesTooLong };
  const tags = parseTags(tagsInput.split('\u0000').join(''));
  if (tags.length > TAGS_MAX) return { ok: false, error: TAG_ERRORS.tooMany };
  const long = tags.find((t) => chars(t) > TAG_MAX_CHARS);
  if (long) return { ok: false, error: TAG_ERRORS.tooLong(long) };
  return { ok: true, notes: notes.trim() === '' ? null : notes, tags };
}
