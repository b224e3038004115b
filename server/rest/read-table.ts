import type { Queryable } from '../db/database.ts';
import { renderOrder } from './parse-order.ts';
import { renderSelect } from './parse-select.ts';
import type { Preferences } from './prefer.ts';
import type { RestQuery } from './query-params.ts';
import { renderWhere } from './render-filter.ts';
import {
  contentRange,
  jsonAnswer,
  rangeStatus,
  singleRowError,
  unwrapSingle,
  type RestAnswer,
  type ResultShape,
} from './respond.ts';
import { toNumber, type PageRow } from './run-as.ts';
import type { TableInfo } from './schema-cache.ts';
import { SqlParams, quoteIdent } from './sql-text.ts';

/**
 * GET/HEAD on a table or view: one statement aggregates the page into JSON inside Postgres (so the
 * body is exactly what PostgREST sends), another counts when `Prefer: count=…` asks for it.
 */
export async function readTable(
  tx: Queryable,
  table: TableInfo,
  query: RestQuery,
  options: { head: boolean; shape: ResultShape; prefs: Preferences },
): Promise<RestAnswer> {
  const source = `"public".${quoteIdent(table.name)} as ${quoteIdent(table.name)}`;
  const qualifier = quoteIdent(table.name);
  const params = new SqlParams();
  const list = renderSelect(query.select, qualifier, params);
  const where = renderWhere(query.filters, qualifier, params);
  const order = renderOrder(query.order, qualifier, params);
  const limit = query.limit === null ? '' : ` limit ${params.add(query.limit)}`;
  const offset = query.offset > 0 ? ` offset ${params.add(query.offset)}` : '';
  const inner = `select ${list} from ${source} where ${where}${order}${limit}${offset}`;
  const body = options.head ? `''` : `coalesce(json_agg(_pgrst_t), '[]')::text`;
  // Without a count this is the transaction's only statement: COMMIT may go with it.
  const page = await tx.query<PageRow>(
    `select pg_catalog.count(*)::int as page_total, ${body} as body from (${inner}) as _pgrst_t`,
    params.values,
    { last: !options.prefs.count },
  );
  const row = page.rows[0];
  const rows = toNumber(row?.page_total) ?? 0;

  let total: number | null = null;
  if (options.prefs.count) {
    const countParams = new SqlParams();
    const countWhere = renderWhere(query.filters, qualifier, countParams);
    const counted = await tx.query<{ total: string | number }>(
      `select pg_catalog.count(*)::bigint as total from ${source} where ${countWhere}`,
      countParams.values,
    );
    total = toNumber(counted.rows[0]?.total);
  }

  const range = contentRange(query.offset, rows, total);
  if (options.shape === 'single') {
    if (rows !== 1) throw singleRowError(rows);
    return jsonAnswer(200, options.head ? null : unwrapSingle(row?.body ?? ''), 'single', {
      'Content-Range': range,
    });
  }
  const status = rangeStatus(query.offset, rows, total);
  return jsonAnswer(status, options.head ? null : (row?.body ?? '[]'), 'array', {
    'Content-Range': range,
  });
}
