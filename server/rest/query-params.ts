import { parseCondition, parseLogicParam, filterFields, type Filter } from './parse-filter.ts';
import { checkField } from './field.ts';
import { checkOrder, parseOrder, type OrderTerm } from './parse-order.ts';
import { checkSelect, parseSelect, type SelectItem } from './parse-select.ts';
import { badQuery } from './rest-error.ts';
import { splitTopLevel, unquote } from './sql-text.ts';

/** The parts of a PostgREST query string. */
export interface RestQuery {
  select: SelectItem[];
  filters: Filter[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
  /** `columns=` for inserts: which body keys to use. */
  columns: string[] | null;
  /** `on_conflict=` for upserts. */
  onConflict: string[] | null;
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const LOGIC = new Set(['or', 'and', 'not.or', 'not.and']);

/**
 * Parses the query string. `skip` names parameters that are not filters (RPC arguments on GET).
 * Everything is parsed before any SQL is built, so a malformed request never reaches the database.
 */
export function parseRestQuery(
  search: URLSearchParams,
  skip: ReadonlySet<string> = new Set(),
): RestQuery {
  const query: RestQuery = {
    select: parseSelect(single(search, 'select')),
    filters: [],
    order: parseOrder(single(search, 'order')),
    limit: parseCount(single(search, 'limit'), 'limit'),
    offset: parseCount(single(search, 'offset'), 'offset') ?? 0,
    columns: parseNames(single(search, 'columns'), 'columns'),
    onConflict: parseNames(single(search, 'on_conflict'), 'on_conflict'),
  };
  for (const [key, value] of search) {
    if (RESERVED.has(key) || skip.has(key)) continue;
    if (LOGIC.has(key)) {
      query.filters.push(parseLogicParam(key, value));
      continue;
    }
    if (/^[^.]+\.(select|order|limit|offset|or|and)$/.test(key) || key.includes('.')) {
      throw badQuery(
        `failed to parse filter ${key.slice(0, 60)}`,
        'filters on embedded resources are not supported',
      );
    }
    query.filters.push(parseCondition(key, value));
  }
  return query;
}

/** Checks every column named in select, filters and order against the relation's columns. */
export function checkQueryColumns(
  query: RestQuery,
  columns: ReadonlySet<string> | null,
  relation: string,
): void {
  checkSelect(query.select, columns, relation);
  for (const filter of query.filters)
    for (const field of filterFields(filter)) checkField(field, columns, relation);
  checkOrder(query.order, columns, relation);
}

function single(search: URLSearchParams, key: string): string | null {
  const all = search.getAll(key);
  if (all.length > 1) throw badQuery(`"${key}" may be given only once`);
  return all[0] ?? null;
}

function parseCount(raw: string | null, name: string): number | null {
  if (raw === null) return null;
  if (!/^\d{1,15}$/.test(raw.trim()))
    throw badQuery(`failed to parse ${name} parameter (${raw.slice(0, 40)})`);
  return Number(raw.trim());
}

function parseNames(raw: string | null, name: string): string[] | null {
  if (raw === null) return null;
  const names = splitTopLevel(raw, `the ${name} parameter`).map((n) => unquote(n.trim()));
  if (names.some((n) => n === '' || n.includes('\u0000')))
    throw badQuery(`failed to parse ${name} parameter`);
  return names;
}
