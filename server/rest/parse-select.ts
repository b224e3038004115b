import { checkField, fieldLabel, parseField, renderField, type Field } from './field.ts';
import { RestError, badQuery } from './rest-error.ts';
import { quoteIdent, splitTopLevel, type SqlParams } from './sql-text.ts';

export type SelectItem =
  { kind: 'star' } | { kind: 'field'; field: Field; alias: string | null; cast: string | null };

const CAST = /^[a-z_][a-z0-9_]*(\[\])?$/i;
const ALIAS = /^[^\s.,:()"'<>*\\-]+$/u;

/**
 * `select=id,name:title,price::text,data->>kind,*` → items. Embedded resources (`other(*)`) are not
 * served by this backend and are refused with PostgREST's "no relationship" error.
 */
export function parseSelect(raw: string | null): SelectItem[] {
  const text = (raw ?? '*').trim();
  if (text === '' || text === '*') return [{ kind: 'star' }];
  return splitTopLevel(text, 'the select parameter').map((part) => parseItem(part.trim()));
}

function parseItem(part: string): SelectItem {
  if (part === '*') return { kind: 'star' };
  if (part === '')
    throw badQuery('failed to parse select parameter', 'empty item in the select list');
  if (part.includes('(')) {
    const name =
      part
        .replace(/^\.\.\./, '')
        .split(/[(!]/)[0]
        ?.split(':')
        .pop() ?? part;
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between the table and '${name}' in the schema cache`,
      'Embedded resources are not supported by the local backend',
      'Select the related table with a separate query',
    );
  }
  let rest = part;
  let alias: string | null = null;
  const aliasMatch = /^([^:]+):(?!:)(.*)$/.exec(rest);
  if (aliasMatch) {
    alias = aliasMatch[1] ?? null;
    rest = aliasMatch[2] ?? '';
    if (!alias || !ALIAS.test(alias))
      throw badQuery(
        'failed to parse select parameter',
        `invalid alias in ${JSON.stringify(part)}`,
      );
  }
  let cast: string | null = null;
  const castAt = rest.indexOf('::');
  if (castAt !== -1) {
    cast = rest.slice(castAt + 2);
    rest = rest.slice(0, castAt);
    if (!CAST.test(cast))
      throw badQuery('failed to parse select parameter', `invalid cast ${JSON.stringify(cast)}`);
  }
  return { kind: 'field', field: parseField(rest, 'select parameter'), alias, cast };
}

/** Checks every selected column exists (columns `null`: the source has no catalogue entry). */
export function checkSelect(
  items: SelectItem[],
  columns: ReadonlySet<string> | null,
  relation: string,
): void {
  for (const item of items) if (item.kind === 'field') checkField(item.field, columns, relation);
}

/** The SQL select list, every field qualified by the source's alias. */
export function renderSelect(items: SelectItem[], qualifier: string, params: SqlParams): string {
  return items
    .map((item) => {
      if (item.kind === 'star') return `${qualifier}.*`;
      let sql = renderField(item.field, qualifier, params);
      if (item.cast) sql = `(${sql})::${item.cast}`;
      return `${sql} as ${quoteIdent(item.alias ?? fieldLabel(item.field))}`;
    })
    .join(', ');
}
