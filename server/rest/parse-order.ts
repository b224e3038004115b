import { checkField, parseField, renderField, type Field } from './field.ts';
import { badQuery } from './rest-error.ts';
import { splitTopLevel, type SqlParams } from './sql-text.ts';

export interface OrderTerm {
  field: Field;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

/** `order=created_at.desc.nullslast,name` → terms. */
export function parseOrder(raw: string | null): OrderTerm[] {
  if (raw === null || raw.trim() === '') return [];
  return splitTopLevel(raw, 'the order parameter').map((part) => {
    const pieces = part.trim().split('.');
    const term: OrderTerm = {
      field: parseField(pieces[0] ?? '', 'order parameter'),
      direction: null,
      nulls: null,
    };
    for (const modifier of pieces.slice(1)) {
      if ((modifier === 'asc' || modifier === 'desc') && term.direction === null)
        term.direction = modifier;
      else if ((modifier === 'nullsfirst' || modifier === 'nullslast') && term.nulls === null) {
        term.nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      } else {
        throw badQuery(
          'failed to parse order (' + part.slice(0, 80) + ')',
          `unexpected "${modifier.slice(0, 40)}"`,
        );
      }
    }
    return term;
  });
}

export function checkOrder(
  terms: OrderTerm[],
  columns: ReadonlySet<string> | null,
  relation: string,
): void {
  for (const term of terms) checkField(term.field, columns, relation);
}

export function renderOrder(terms: OrderTerm[], qualifier: string, params: SqlParams): string {
  if (terms.length === 0) return '';
  const list = terms.map((t) => {
    let sql = renderField(t.field, qualifier, params);
    if (t.direction) sql += ` ${t.direction}`;
    if (t.nulls) sql += ` nulls ${t.nulls}`;
    return sql;
  });
  return ` order by ${list.join(', ')}`;
}
