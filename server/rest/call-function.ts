import type { Queryable } from '../db/database.ts';
import { renderOrder } from './parse-order.ts';
import { renderSelect } from './parse-select.ts';
import type { Preferences } from './prefer.ts';
import type { RestQuery } from './query-params.ts';
import { renderWhere } from './render-filter.ts';
import { RestError } from './rest-error.ts';
import {
  contentRange,
  jsonAnswer,
  singleRowError,
  unwrapSingle,
  type RestAnswer,
  type ResultShape,
} from './respond.ts';
import { toNumber, type PageRow } from './run-as.ts';
import type { FunctionInfo } from './schema-cache.ts';
import { SqlParams, quoteIdent } from './sql-text.ts';

const JSON_TYPES = new Set(['json', 'jsonb']);

/**
 * Picks the overload PostgREST would: the one whose argument names cover every given key and whose
 * arguments without defaults are all given. A single unnamed json/jsonb argument takes the whole body.
 */
export function chooseFunction(
  name: string,
  candidates: FunctionInfo[],
  keys: string[],
  singleObject: boolean,
): FunctionInfo {
  const given = new Set(keys);
  const match = candidates.find((fn) => {
    if (
      singleObject ||
      (fn.args.length === 1 && fn.args[0]?.name === '' && JSON_TYPES.has(fn.args[0].type))
    ) {
      return fn.args.length === 1 && JSON_TYPES.has(fn.args[0]?.type ?? '');
    }
    const names = new Set(fn.args.map((a) => a.name));
    return (
      keys.every((k) => names.has(k)) && fn.args.every((a) => a.hasDefault || given.has(a.name))
    );
  });
  if (match) return match;
  const described = keys.length
    ? `with parameters ${[...keys].sort().join(', ')}`
    : 'without parameters';
  const hint =
    candidates.length > 0
      ? `Perhaps you meant to call the function public.${name}(${candidates[0]?.args.map((a) => a.name).join(', ')})`
      : null;
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${keys.length ? `(${[...keys].sort().join(', ')})` : ''} in the schema cache`,
    `Searched for the function public.${name} ${described} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    hint,
  );
}

/**
 * Calls the function with named arguments taken from a JSON object by `json_to_record`, which
 * converts each value to the argument's declared type (arrays, jsonb, dates…), and returns its
 * result as PostgREST does: a bare value, an object, an array, or nothing (void → 204).
 */
export async function callFunction(
  tx: Queryable,
  fn: FunctionInfo,
  args: Record<string, unknown> | unknown,
  query: RestQuery,
  options: { head: boolean; shape: ResultShape; prefs: Preferences; wholeBody: boolean },
): Promise<RestAnswer> {
  const params = new SqlParams();
  const from = renderCall(fn, args, options.wholeBody, params);
  // One statement a call; COMMIT may go with it unless a single-row check may still roll it back.
  const last = { last: !(fn.returnsSet && options.shape === 'single') };

  if (fn.returns.kind === 'void') {
    await tx.query(`select 1 from ${from} as _pgrst_fn`, params.values, last);
    return { status: 204, body: null, headers: {} };
  }

  if (fn.returns.kind === 'scalar' && !fn.returnsSet) {
    const result = await tx.query<{ body: string }>(
      `select coalesce(to_json(_pgrst_fn._pgrst_value)::text, 'null') as body from ${from} as _pgrst_fn(_pgrst_value)`,
      params.values,
      last,
    );
    return jsonAnswer(200, options.head ? null : (result.rows[0]?.body ?? 'null'), options.shape);
  }

  const scalar = fn.returns.kind === 'scalar';
  const qualifier = '_pgrst_fn';
  const alias = scalar ? '_pgrst_fn(_pgrst_value)' : '_pgrst_fn';
  const list = scalar ? '_pgrst_fn._pgrst_value' : renderSelect(query.select, qualifier, params);
  const where = renderWhere(scalar ? [] : query.filters, qualifier, params);
  const order = scalar ? '' : renderOrder(query.order, qualifier, params);
  const limit = query.limit === null ? '' : ` limit ${params.add(query.limit)}`;
  const offset = query.offset > 0 ? ` offset ${params.add(query.offset)}` : '';
  const total = options.prefs.count
    ? `(select pg_catalog.count(*) from _pgrst_src as _pgrst_fn where ${where})`
    : 'null';
  const aggregate = scalar ? 'json_agg(_pgrst_t._pgrst_value)' : 'json_agg(_pgrst_t)';
  const result = await tx.query<PageRow>(
    `with _pgrst_src as materialized (select ${scalar ? '_pgrst_fn._pgrst_value' : '_pgrst_fn.*'} from ${from} as ${alias})
     select pg_catalog.count(*)::int as page_total, coalesce(${aggregate}, '[]')::text as body, ${total}::bigint as total
     from (select ${list} from _pgrst_src as ${alias} where ${where}${order}${limit}${offset}) as _pgrst_t`,
    params.values,
    last,
  );
  const row = result.rows[0];
  const rows = toNumber(row?.page_total) ?? 0;
  const headers = { 'Content-Range': contentRange(query.offset, rows, toNumber(row?.total)) };
  const body = row?.body ?? '[]';
  if (!fn.returnsSet) {
    // A single composite: the object itself (null when the function returned no row).
    return jsonAnswer(
      200,
      options.head ? null : rows === 1 ? unwrapSingle(body) : 'null',
      options.shape,
      headers,
    );
  }
  if (options.shape === 'single') {
    if (rows !== 1) throw singleRowError(rows);
    return jsonAnswer(200, options.head ? null : unwrapSingle(body), 'single', headers);
  }
  return jsonAnswer(200, options.head ? null : body, 'array', headers);
}

/** `json_to_record($1) as _pgrst_args("a" int, …), lateral "public"."fn"("a" := _pgrst_args."a", …)` */
function renderCall(
  fn: FunctionInfo,
  args: unknown,
  wholeBody: boolean,
  params: SqlParams,
): string {
  const name = `"public".${quoteIdent(fn.name)}`;
  if (wholeBody) {
    const type = fn.args[0]?.type ?? 'json';
    return `${name}(${params.add(JSON.stringify(args ?? {}))}::${type === 'jsonb' ? 'jsonb' : 'json'})`;
  }
  const given = fn.args.filter((a) => Object.hasOwn(args as object, a.name));
  if (given.length === 0) return `${name}()`;
  const record = given.map((a) => `${quoteIdent(a.name)} ${a.type}`).join(', ');
  const call = given
    .map((a) => `${quoteIdent(a.name)} := _pgrst_args.${quoteIdent(a.name)}`)
    .join(', ');
  return `json_to_record(${params.add(JSON.stringify(args))}::json) as _pgrst_args(${record}), lateral ${name}(${call})`;
}
