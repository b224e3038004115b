import { useId, useState, type FormEvent } from 'react';
import { Save } from 'lucide-react';
import { primaryButton, textInput } from '@/components/button-styles';
import { notify } from '@/components/notify';
import { supabase } from '@/lib/supabase';
import { checkNotesAndTags } from './notes-tags';
import { updateNotesAndTags } from './saved-recipes-api';
import type { SavedRecipe } from './saved-recipe';
import { NOTES_MAX, SAVED_TEXTS as T } from './texts';

interface NotesTagsEditorProps {
  recipe: SavedRecipe;
  onSaved: (recipe: SavedRecipe) => void;
}

/** Personal notes and tags: checked against the table's limits before saving; never cleared on failure. */
export function NotesTagsEditor({ recipe, onSaved }: NotesTagsEditorProps) {
  const id = useId();
  const [notes, setNotes] = useState(recipe.notes ?? '');
  const [tags, setTags] = useState(recipe.tags.join(', '));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = notes !== (recipe.notes ?? '') || tags !== recipe.tags.join(', ');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkNotesAndTags(notes, tags);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const saved = await updateNotesAndTags(supabase, recipe.id, check.notes, check.tags);
      setNotes(saved.notes ?? '');
      setTags(saved.tags.join(', '));
      onSaved(saved);
      notify.success(T.saved);
    } catch {
      setError(T.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  const length = Array.from(notes).length;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 print:hidden">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {T.notesTitle}
      </h2>
      <form className="mt-3 space-y-3" onSubmit={(e) => void submit(e)} noValidate>
        <div>
          <label
            htmlFor={`${id}-notes`}
            className="text-sm font-semibold text-stone-700 dark:text-stone-300"
          >
            {T.notesLabel}
          </label>
          <textarea
            id={`${id}-notes`}
            rows={5}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            aria-describedby={`${id}-notes-count`}
            aria-invalid={length > NOTES_MAX || undefined}
            className={`${textInput} mt-1`}
          />
          <p
            id={`${id}-notes-count`}
            className={`text-xs ${length > NOTES_MAX ? 'text-red-700 dark:text-red-400' : 'text-stone-600 dark:text-stone-400'}`}
          >
            {T.notesHint(length, NOTES_MAX)}
          </p>
        </div>
        <div>
          <label
            htmlFor={`${id}-tags`}
            className="text-sm font-semibold text-stone-700 dark:text-stone-300"
          >
            {T.tagsLabel}
          </label>
          <input
            id={`${id}-tags`}
            type="text"
            value={tags}
            onChange={(e) => setTags(e.target.value)}
            aria-describedby={`${id}-tags-hint`}
            className={`${textInput} mt-1`}
          />
          <p id={`${id}-tags-hint`} className="text-xs text-stone-600 dark:text-stone-400">
            {T.tagsHint}
          </p>
        </div>
        {error && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {error}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={primaryButton} disabled={saving || !dirty}>
            <Save aria-hidden="true" className="size-4" />
            {saving ? T.saving : T.save}
          </button>
          {dirty && !saving && (
            <span className="text-sm text-stone-600 dark:text-stone-400">{T.unsaved}</span>
          )}
        </div>
      </form>
    </section>
  );
}
