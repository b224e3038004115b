import { badQuery, unknownColumn } from './rest-error.ts';
import { quoteIdent, type SqlParams } from './sql-text.ts';

/** A column, optionally followed by a JSON path: `data->recipes->0->>title`. */
export interface Field {
  column: string;
  path: { arrow: '->' | '->>'; key: string }[];
}

const COLUMN_NAME = /^[^\s.,:()"'<>*\\]+$/u;

export function parseField(text: string, what: string): Field {
  const pieces = text.split(/(->>|->)/);
  const column = pieces[0] ?? '';
  if (!COLUMN_NAME.test(column))
    throw badQuery(`failed to parse ${what}`, `invalid name ${JSON.stringify(text)}`);
  const path: Field['path'] = [];
  for (let i = 1; i < pieces.length; i += 2) {
    const arrow = pieces[i] as '->' | '->>';
    const key = pieces[i + 1] ?? '';
    if (key === '' || /[\s,:()]/.test(key))
      throw badQuery(`failed to parse ${what}`, `invalid JSON path in ${JSON.stringify(text)}`);
    path.push({ arrow, key });
  }
  return { column, path };
}

/** The name PostgREST gives a selected field: the column, or the last JSON key. */
export function fieldLabel(field: Field): string {
  const last = field.path[field.path.length - 1];
  return last ? last.key : field.column;
}

/** Checks the column against the table's columns (`null` = anything goes, e.g. an RPC result). */
export function checkField(
  field: Field,
  columns: ReadonlySet<string> | null,
  relation: string,
): void {
  if (columns && !columns.has(field.column)) throw unknownColumn(relation, field.column);
}

/** `"t"."data"->'k'->>0` with every JSON key bound as a parameter (array indexes as integers). */
export function renderField(field: Field, qualifier: string, params: SqlParams): string {
  let sql = `${qualifier}.${quoteIdent(field.column)}`;
  for (const step of field.path) {
    const key = /^-?\d{1,9}$/.test(step.key)
      ? `${params.add(Number(step.key))}::int`
      : `${params.add(step.key)}::text`;
    sql = `(${sql}${step.arrow}${key})`;
  }
  return sql;
}
