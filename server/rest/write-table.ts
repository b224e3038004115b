import type { Queryable } from '../db/database.ts';
import { renderOrder } from './parse-order.ts';
import { renderSelect } from './parse-select.ts';
import type { Preferences } from './prefer.ts';
import type { RestQuery } from './query-params.ts';
import { renderWhere } from './render-filter.ts';
import { RestError } from './rest-error.ts';
import {
  jsonAnswer,
  singleRowError,
  unwrapSingle,
  type RestAnswer,
  type ResultShape,
} from './respond.ts';
import { toNumber, type PageRow } from './run-as.ts';
import type { TableInfo } from './schema-cache.ts';
import { SqlParams, quoteIdent } from './sql-text.ts';

type JsonObject = Record<string, unknown>;

export interface WriteOptions {
  shape: ResultShape;
  prefs: Preferences;
}

/** POST: insert one object or an array of them; with `resolution=…` an upsert. */
export async function insertRows(
  tx: Queryable,
  table: TableInfo,
  query: RestQuery,
  body: unknown,
  options: WriteOptions,
): Promise<RestAnswer> {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isObject)) throw invalidBody('Expected a JSON object or an array of objects');
  const columns = query.columns ?? unionOfKeys(rows);
  checkColumns(table, columns);
  const params = new SqlParams();
  const target = `"public".${quoteIdent(table.name)}`;
  const alias = quoteIdent(table.name);
  const list = columns.map(quoteIdent).join(', ');
  let statement: string;
  if (rows.length === 0) {
    return finish(tx, null, table, query, options, 201);
  } else if (columns.length === 0) {
    if (rows.length > 1)
      throw invalidBody('Rows without any column can be inserted one at a time only');
    statement = `insert into ${target} as ${alias} default values`;
  } else {
    const missingDefaults =
      options.prefs.missing === 'default' &&
      rows.some((r) => columns.some((c) => !Object.hasOwn(r, c)));
    const source = missingDefaults
      ? valuesWithDefaults(rows, columns, target, params)
      : `select ${list} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows))}::json) as _pgrst_body`;
    statement = `insert into ${target} as ${alias} (${list}) ${source}`;
  }
  if (options.prefs.resolution) {
    const conflict = query.onConflict ?? table.primaryKey;
    if (conflict.length === 0) {
      throw new RestError(
        400,
        'PGRST100',
        `on_conflict is required: ${table.name} has no primary key`,
      );
    }
    checkColumns(table, conflict);
    const updates = columns.filter((c) => !conflict.includes(c));
    const action =
      options.prefs.resolution === 'ignore-duplicates' || updates.length === 0
        ? 'do nothing'
        : `do update set ${updates.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`).join(', ')}`;
    statement += ` on conflict (${conflict.map(quoteIdent).join(', ')}) ${action}`;
  }
  return finish(tx, { statement, params }, table, query, options, 201);
}

/** PATCH: update the rows the filters (and RLS) select with the body's columns. */
export async function updateRows(
  tx: Queryable,
  table: TableInfo,
  query: RestQuery,
  body: unknown,
  options: WriteOptions,
): Promise<RestAnswer> {
  if (!isObject(body)) throw invalidBody('Expected a JSON object');
  if (query.filters.length === 0)
    throw new RestError(400, '21000', 'UPDATE requires a WHERE clause');
  const columns = query.columns ?? Object.keys(body);
  checkColumns(table, columns);
  if (columns.length === 0) return finish(tx, null, table, query, options, 200);
  const params = new SqlParams();
  const target = `"public".${quoteIdent(table.name)}`;
  const alias = quoteIdent(table.name);
  const set = columns.map((c) => `${quoteIdent(c)} = _pgrst_body.${quoteIdent(c)}`).join(', ');
  const json = params.add(JSON.stringify(body));
  const where = renderWhere(query.filters, alias, params);
  const statement = `update ${target} as ${alias} set ${set} from json_populate_record(null::${target}, ${json}::json) as _pgrst_body where ${where}`;
  return finish(tx, { statement, params }, table, query, options, 200);
}

/** DELETE: remove the rows the filters (and RLS) select. */
export async function deleteRows(
  tx: Queryable,
  table: TableInfo,
  query: RestQuery,
  options: WriteOptions,
): Promise<RestAnswer> {
  if (query.filters.length === 0)
    throw new RestError(400, '21000', 'DELETE requires a WHERE clause');
  const params = new SqlParams();
  const alias = quoteIdent(table.name);
  const where = renderWhere(query.filters, alias, params);
  const statement = `delete from "public".${quoteIdent(table.name)} as ${alias} where ${where}`;
  return finish(tx, { statement, params }, table, query, options, 200);
}

/**
 * Runs the mutation. With `return=representation` the changed rows come back through RETURNING
 * (which, like PostgREST, also needs the rows to pass the SELECT policies); otherwise nothing is
 * returned and only the affected count is known. A `.single()` that does not get exactly one row
 * throws, which rolls the mutation back as PostgREST does.
 */
async function finish(
  tx: Queryable,
  mutation: { statement: string; params: SqlParams } | null,
  table: TableInfo,
  query: RestQuery,
  options: WriteOptions,
  representationStatus: number,
): Promise<RestAnswer> {
  const represent = options.prefs.return === 'representation';
  const minimalStatus = representationStatus === 201 ? 201 : 204;
  let rows = 0;
  let body = '[]';
  // The mutation is the transaction's last statement; COMMIT may go with it unless its row count
  // can still make the request fail (and roll back): `single` needs exactly one row.
  const last = { last: options.shape !== 'single' };
  if (mutation && represent) {
    const alias = quoteIdent(table.name);
    const list = renderSelect(query.select, alias, mutation.params);
    const order = renderOrder(query.order, alias, mutation.params);
    const result = await tx.query<PageRow>(
      `with _pgrst_mut as (${mutation.statement} returning ${alias}.*)
       select pg_catalog.count(*)::int as page_total, coalesce(json_agg(_pgrst_t), '[]')::text as body
       from (select ${list} from _pgrst_mut as ${alias}${order}) as _pgrst_t`,
      mutation.params.values,
      last,
    );
    rows = toNumber(result.rows[0]?.page_total) ?? 0;
    body = result.rows[0]?.body ?? '[]';
  } else if (mutation) {
    rows = (await tx.query(mutation.statement, mutation.params.values, last)).affectedRows;
  }
  const headers: Record<string, string> = {
    'Content-Range': options.prefs.count ? `*/${rows}` : '*/*',
  };
  if (options.shape === 'single' && rows !== 1) throw singleRowError(rows);
  if (!represent) return { status: minimalStatus, body: null, headers };
  if (options.shape === 'single')
    return jsonAnswer(representationStatus, unwrapSingle(body), 'single', headers);
  return jsonAnswer(representationStatus, body, 'array', headers);
}

/** `insert … values (…), (…)` where keys a row lacks take the column default (`missing=default`). */
function valuesWithDefaults(
  rows: JsonObject[],
  columns: string[],
  target: string,
  params: SqlParams,
): string {
  const json = params.add(JSON.stringify(rows));
  const tuples = rows.map((row, i) => {
    const record = `json_populate_record(null::${target}, ${json}::json -> ${i})`;
    const values = columns.map((c) =>
      Object.hasOwn(row, c) ? `(${record}).${quoteIdent(c)}` : 'default',
    );
    return `(${values.join(', ')})`;
  });
  return `values ${tuples.join(', ')}`;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unionOfKeys(rows: JsonObject[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  return [...keys];
}

function checkColumns(table: TableInfo, columns: string[]): void {
  for (const column of columns) {
    if (!table.columns.has(column)) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${column}' column of '${table.name}' in the schema cache`,
      );
    }
  }
}

function invalidBody(details: string): RestError {
  return new RestError(400, 'PGRST102', 'Empty or invalid json', details);
}
