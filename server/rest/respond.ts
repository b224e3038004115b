import { RestError } from './rest-error.ts';

/** What the client asked for in `Accept`: an array, or one object (`.single()`). */
export type ResultShape = 'array' | 'single';

const OBJECT_TYPES = new Set(['application/vnd.pgrst.object+json', 'application/vnd.pgrst.object']);
const ARRAY_TYPES = new Set(['application/json', 'application/*', '*/*', '']);

export function resultShape(accept: string | null | undefined): ResultShape {
  const types = (accept ?? '').split(',').map((t) => t.split(';')[0]?.trim().toLowerCase() ?? '');
  if (types.some((t) => OBJECT_TYPES.has(t))) return 'single';
  if (types.some((t) => ARRAY_TYPES.has(t))) return 'array';
  throw new RestError(
    406,
    'PGRST107',
    `None of these media types are available: ${(accept ?? '').slice(0, 100)}`,
  );
}

/** PGRST116 when a single object was asked for and the result is not exactly one row. */
export function singleRowError(rows: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

/** json_agg output for exactly one row is `[<row>]`: the row is the text between the brackets. */
export function unwrapSingle(body: string): string {
  return body.slice(1, -1);
}

/** `0-9/100`, `*\/0`, `0-9/*` */
export function contentRange(offset: number, rows: number, total: number | null): string {
  const of = total === null ? '*' : String(total);
  return rows === 0 ? `*/${of}` : `${offset}-${offset + rows - 1}/${of}`;
}

/** 200, 206 for a partial page of a counted result, 416 past the end (PostgREST's rule). */
export function rangeStatus(offset: number, rows: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
  }
  return rows < total ? 206 : 200;
}

export interface RestAnswer {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

export function jsonAnswer(
  status: number,
  body: string | null,
  shape: ResultShape,
  extra: Record<string, string> = {},
): RestAnswer {
  const type = shape === 'single' ? 'application/vnd.pgrst.object+json' : 'application/json';
  return { status, body, headers: { 'Content-Type': `${type}; charset=utf-8`, ...extra } };
}
