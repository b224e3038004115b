/**
 * Reading values of unknown shape (session storage, jsonb columns, imported files) without trusting
 * them: small guards shared by the features that do.
 */
export type JsonObject = Record<string, unknown>;

/** A plain object (not null, not an array). */
export const isJsonObject = (v: unknown): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A finite number, else null. */
export const finiteNumber = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;
