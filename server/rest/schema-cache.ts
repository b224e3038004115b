import type { Queryable } from '../db/database.ts';

export interface ColumnInfo {
  name: string;
  /** format_type(), e.g. `text[]`, `timestamp with time zone`. */
  type: string;
  hasDefault: boolean;
}

export interface TableInfo {
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export type FunctionReturn =
  | { kind: 'void' }
  | { kind: 'scalar'; type: string }
  /** A composite type, a `returns table (…)` or OUT parameters: rows as objects. */
  | { kind: 'row' };

export interface FunctionInfo {
  name: string;
  /** Input arguments in call order (IN, INOUT, VARIADIC). */
  args: FunctionArg[];
  returns: FunctionReturn;
  returnsSet: boolean;
  volatility: 'immutable' | 'stable' | 'volatile';
}

export interface SchemaSnapshot {
  tables: Map<string, TableInfo>;
  functions: Map<string, FunctionInfo[]>;
}

const COLUMNS_SQL = `
select c.relname::text as table_name,
       c.relkind::text as relkind,
       a.attname::text as column_name,
       pg_catalog.format_type(a.atttypid, a.atttypmod) as data_type,
       (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as has_default
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
left join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
order by c.relname, a.attnum`;

const PRIMARY_KEYS_SQL = `
select c.relname::text as table_name,
       array_agg(a.attname::text order by k.ord)::text[] as columns
from pg_catalog.pg_constraint co
join pg_catalog.pg_class c on c.oid = co.conrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
cross join lateral unnest(co.conkey) with ordinality as k(attnum, ord)
join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
where co.contype = 'p' and n.nspname = 'public'
group by c.relname`;

const FUNCTIONS_SQL = `
select p.proname::text as name,
       p.pronargdefaults as n_defaults,
       p.proretset as returns_set,
       p.provolatile::text as volatility,
       pg_catalog.format_type(p.prorettype, null) as return_type,
       t.typtype::text as return_typtype,
       coalesce(p.proargnames, array[]::text[])::text[] as arg_names,
       coalesce(p.proargmodes::text[], array[]::text[]) as arg_modes,
       coalesce((select array_agg(pg_catalog.format_type(u.t, null) order by u.o)
                 from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as u(t, o)),
                array[]::text[])::text[] as arg_types
from pg_catalog.pg_proc p
join pg_catalog.pg_namespace n on n.oid = p.pronamespace
join pg_catalog.pg_type t on t.oid = p.prorettype
where n.nspname = 'public' and p.prokind = 'f'
  and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
order by p.proname, p.oid`;

interface FunctionRow {
  name: string;
  n_defaults: number;
  returns_set: boolean;
  volatility: string;
  return_type: string;
  return_typtype: string;
  arg_names: string[];
  arg_modes: string[];
  arg_types: string[];
}

/** Reads the `public` schema's tables, views, columns, primary keys and functions. */
export async function loadSchema(db: Queryable): Promise<SchemaSnapshot> {
  const tables = new Map<string, TableInfo>();
  const columns = await db.query<{
    table_name: string;
    relkind: string;
    column_name: string | null;
    data_type: string | null;
    has_default: boolean | null;
  }>(COLUMNS_SQL);
  for (const row of columns.rows) {
    let table = tables.get(row.table_name);
    if (!table) {
      const kind = row.relkind === 'r' || row.relkind === 'p' ? 'table' : 'view';
      table = { name: row.table_name, kind, columns: new Map(), primaryKey: [] };
      tables.set(row.table_name, table);
    }
    if (row.column_name) {
      table.columns.set(row.column_name, {
        name: row.column_name,
        type: row.data_type ?? 'text',
        hasDefault: row.has_default === true,
      });
    }
  }
  const keys = await db.query<{ table_name: string; columns: string[] }>(PRIMARY_KEYS_SQL);
  for (const row of keys.rows) {
    const table = tables.get(row.table_name);
    if (table) table.primaryKey = row.columns;
  }
  const functions = new Map<string, FunctionInfo[]>();
  const procs = await db.query<FunctionRow>(FUNCTIONS_SQL);
  for (const row of procs.rows) {
    const info = toFunctionInfo(row);
    functions.set(info.name, [...(functions.get(info.name) ?? []), info]);
  }
  return { tables, functions };
}

function toFunctionInfo(row: FunctionRow): FunctionInfo {
  const inputs: { name: string; type: string }[] = [];
  let outputs = 0;
  row.arg_types.forEach((type, i) => {
    const mode = row.arg_modes[i] ?? 'i';
    if (mode === 'i' || mode === 'b' || mode === 'v')
      inputs.push({ name: row.arg_names[i] ?? '', type });
    if (mode === 'o' || mode === 'b' || mode === 't') outputs += 1;
  });
  const firstDefault = inputs.length - row.n_defaults;
  let returns: FunctionReturn;
  if (row.return_type === 'void') returns = { kind: 'void' };
  else if (row.return_typtype === 'c' || (row.return_type === 'record' && outputs > 0))
    returns = { kind: 'row' };
  else if (row.return_type === 'record') returns = { kind: 'row' };
  else returns = { kind: 'scalar', type: row.return_type };
  return {
    name: row.name,
    args: inputs.map((arg, i) => ({ ...arg, hasDefault: i >= firstDefault })),
    returns,
    returnsSet: row.returns_set,
    volatility:
      row.volatility === 'i' ? 'immutable' : row.volatility === 's' ? 'stable' : 'volatile',
  };
}

/**
 * The catalogue of the `public` schema as REST sees it. Loaded at start and after migrations;
 * a lookup that misses reloads it (at most once a second) so tables created since are found.
 */
export class SchemaCache {
  private snapshot: SchemaSnapshot | null = null;
  private loading: Promise<SchemaSnapshot> | null = null;
  private loadedAt = 0;

  constructor(private readonly db: Queryable) {}

  async refresh(): Promise<SchemaSnapshot> {
    if (!this.loading) {
      this.loading = loadSchema(this.db)
        .then((snapshot) => {
          this.snapshot = snapshot;
          this.loadedAt = Date.now();
          return snapshot;
        })
        .finally(() => {
          this.loading = null;
        });
    }
    return this.loading;
  }

  async current(): Promise<SchemaSnapshot> {
    return this.snapshot ?? (await this.refresh());
  }

  async table(name: string): Promise<TableInfo | undefined> {
    const found = (await this.current()).tables.get(name);
    if (found || Date.now() - this.loadedAt < 1000) return found;
    return (await this.refresh()).tables.get(name);
  }

  async functions(name: string): Promise<FunctionInfo[]> {
    const found = (await this.current()).functions.get(name);
    if (found || Date.now() - this.loadedAt < 1000) return found ?? [];
    return (await this.refresh()).functions.get(name) ?? [];
  }
}
