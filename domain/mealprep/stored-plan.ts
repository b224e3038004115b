import { validateInput } from '../validation/validate-input.ts';
import {
  MAX_SERVINGS,
  MIN_SERVINGS,
  NOTE_MAX_LENGTH,
  PLAN_ENTRY_KINDS,
  PLAN_SLOTS,
  type MealPlan,
  type PlanEntry,
  type PlanEntryKind,
  type PlanSlot,
} from './types.ts';
import { isIsoDate } from './week.ts';

/** Most entries kept on a device (about a year of full weeks). */
export const MAX_STORED_ENTRIES = 2000;

export const SERVINGS_MESSAGE = `Servings must be from ${MIN_SERVINGS} to ${MAX_SERVINGS}`;

/**
 * Servings as typed: the spec's generic check first ("This field is required", "Input format is
 * invalid" for anything but a whole number, the unsafe-content message), then the 1–100 range.
 */
export function validateServings(
  raw: string | number,
): { ok: true; value: number } | { ok: false; error: string } {
  const check = validateInput(String(raw), { maxLength: 100, pattern: /^\d+$/ });
  if (!check.ok) return check;
  const n = Number(check.value);
  return n >= MIN_SERVINGS && n <= MAX_SERVINGS
    ? { ok: true, value: n }
    : { ok: false, error: SERVINGS_MESSAGE };
}

/** A note's or title's text through the spec's generic input check (HTML and script refused). */
export function validateNote(
  raw: string,
): { ok: true; value: string } | { ok: false; error: string } {
  return validateInput(raw, { maxLength: NOTE_MAX_LENGTH });
}

const str = (v: unknown): v is string => typeof v === 'string';

/** One stored entry, checked field by field; null (with the reason) when it cannot be trusted. */
export function parsePlanEntry(value: unknown): { entry: PlanEntry } | { error: string } {
  if (typeof value !== 'object' || value === null) return { error: 'not an object' };
  const v = value as Record<string, unknown>;
  if (!str(v.id) || v.id.length === 0 || v.id.length > 100) return { error: 'bad id' };
  if (!isIsoDate(v.date)) return { error: `bad date in ${v.id}` };
  if (!PLAN_SLOTS.includes(v.slot as PlanSlot)) return { error: `bad slot in ${v.id}` };
  if (!PLAN_ENTRY_KINDS.includes(v.kind as PlanEntryKind)) return { error: `bad kind in ${v.id}` };
  const kind = v.kind as PlanEntryKind;
  if (v.ref !== null && !(str(v.ref) && v.ref.length <= 200))
    return { error: `bad ref in ${v.id}` };
  if (kind !== 'note' && kind !== 'saved' && v.ref === null)
    return { error: `missing ref in ${v.id}` };
  if (!str(v.title)) return { error: `bad title in ${v.id}` };
  const title = validateInput(v.title, { maxLength: 300 });
  if (!title.ok) return { error: `bad title in ${v.id}` };
  const servings = validateServings(typeof v.servings === 'number' ? v.servings : '');
  if (!servings.ok) return { error: `bad servings in ${v.id}` };
  const position = typeof v.position === 'number' && Number.isInteger(v.position) ? v.position : 0;
  const reason =
    str(v.reason) && v.reason.length <= 300 && validateInput(v.reason).ok ? v.reason : undefined;
  const leftoverOf = str(v.leftoverOf) && v.leftoverOf.length <= 100 ? v.leftoverOf : undefined;
  return {
    entry: {
      id: v.id,
      date: v.date,
      slot: v.slot as PlanSlot,
      kind,
      ref: (v.ref as string | null) ?? null,
      title: title.value,
      servings: servings.value,
      locked: v.locked === true,
      position,
      ...(reason ? { reason } : {}),
      ...(leftoverOf ? { leftoverOf } : {}),
    },
  };
}

/**
 * Reads a stored plan. A plan that is not the expected shape is ignored as a whole; single bad
 * entries are dropped. Every problem is returned as a warning for the caller to log.
 */
export function parseStoredPlan(json: unknown): { plan: MealPlan; warnings: string[] } {
  const warnings: string[] = [];
  if (
    typeof json !== 'object' ||
    json === null ||
    !Array.isArray((json as { entries?: unknown }).entries)
  ) {
    return { plan: { entries: [] }, warnings: ['the stored meal plan is not a plan; ignoring it'] };
  }
  const entries: PlanEntry[] = [];
  const seen = new Set<string>();
  for (const raw of (json as { entries: unknown[] }).entries.slice(0, MAX_STORED_ENTRIES)) {
    const parsed = parsePlanEntry(raw);
    if ('error' in parsed) {
      warnings.push(`dropped a meal plan entry: ${parsed.error}`);
      continue;
    }
    if (seen.has(parsed.entry.id)) continue;
    seen.add(parsed.entry.id);
    entries.push(parsed.entry);
  }
  return { plan: { entries }, warnings };
}

/** Entries of one slot on one day, in their order. */
export function slotEntries(
  entries: readonly PlanEntry[],
  date: string,
  slot: PlanSlot,
): PlanEntry[] {
  return entries
    .filter((e) => e.date === date && e.slot === slot)
    .sort((a, b) => a.position - b.position);
}

/** Moves an entry to another day and slot (last in that slot). (Locking is about re-rolls; the user may still move it.) */
export function moveEntry(plan: MealPlan, id: string, date: string, slot: PlanSlot): MealPlan {
  const entry = plan.entries.find((e) => e.id === id);
  if (!entry || (entry.date === date && entry.slot === slot)) return plan;
  const position =
    Math.max(-1, ...slotEntries(plan.entries, date, slot).map((e) => e.position)) + 1;
  return { entries: plan.entries.map((e) => (e.id === id ? { ...e, date, slot, position } : e)) };
}
