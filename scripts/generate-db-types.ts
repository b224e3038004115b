/**
 * Builds domain/database.types.ts, the database's TypeScript types, from the migrations themselves:
 * they are applied to an in-memory PGlite and the public schema is read back from the catalogue
 * (tables, views, columns, foreign keys, enums and functions), in the shape `supabase gen types`
 * writes, so `createClient<Database>` types every query. Never edit the output by hand; a test
 * fails when it is out of date with supabase/migrations.
 *
 *   npx tsx scripts/generate-db-types.ts            (writes the file)
 */
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database as Db } from '../server/db/database.ts';
import { APP_SCHEMA, applySchema } from '../server/db/migrate.ts';
import { openPglite } from '../server/db/pglite.ts';

export const DB_TYPES_FILE = fileURLToPath(new URL('../domain/database.types.ts', import.meta.url));

interface Column {
  table_name: string;
  column_name: string;
  type: string;
  element: string | null;
  nullable: boolean;
  has_default: boolean;
  generated: boolean;
}

interface Relation {
  name: string;
  kind: 'r' | 'v' | 'm' | 'p';
}

interface ForeignKey {
  table_name: string;
  name: string;
  columns: string[];
  referenced: string;
  referenced_columns: string[];
  one_to_one: boolean;
}

interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_types: string[];
  arg_modes: string[] | null;
  defaults: number;
  returns: string;
  returns_set: boolean;
  return_relation: string | null;
}

/** PostgreSQL type name (format_type) → TypeScript. */
function tsType(type: string, enums: ReadonlySet<string>): string {
  const t = type.replace(/\(.*\)/, '').trim();
  if (t.endsWith('[]')) return `${wrap(tsType(t.slice(0, -2), enums))}[]`;
  if (enums.has(t)) return `Database['public']['Enums']['${t}']`;
  switch (t) {
    case 'smallint':
    case 'integer':
    case 'bigint':
    case 'real':
    case 'double precision':
    case 'numeric':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'json':
    case 'jsonb':
      return 'Json';
    case 'void':
      return 'undefined';
    case 'text':
    case 'character varying':
    case 'character':
    case 'uuid':
    case 'date':
    case 'time without time zone':
    case 'timestamp without time zone':
    case 'timestamp with time zone':
    case 'interval':
    case 'inet':
    case 'citext':
    case 'bytea':
    case 'bit':
    case 'bit varying':
    case 'tsvector':
      return 'string';
    default:
      return 'unknown';
  }
}

const wrap = (t: string) => (/[ |]/.test(t) ? `(${t})` : t);
const key = (name: string) => (/^[a-z_][a-z0-9_]*$/i.test(name) ? name : JSON.stringify(name));

async function readSchema(db: Db) {
  const relations = (
    await db.query<Relation>(
      `select c.relname as name, c.relkind as kind from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r','v','m','p') order by c.relname`,
    )
  ).rows;
  const columns = (
    await db.query<Column>(
      `select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, a.atttypmod) as type,
              null as element, not a.attnotnull as nullable,
              (a.atthasdef or a.attidentity <> '') as has_default, a.attgenerated <> '' as generated
       from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r','v','m','p') and a.attnum > 0 and not a.attisdropped
       order by c.relname, a.attname`,
    )
  ).rows;
  const foreignKeys = (
    await db.query<ForeignKey>(
      `select c.relname as table_name, con.conname as name,
              array(select attname from unnest(con.conkey) with ordinality k(n, i)
                    join pg_attribute on attrelid = con.conrelid and attnum = k.n order by k.i)::text[] as columns,
              rc.relname as referenced,
              array(select attname from unnest(con.confkey) with ordinality k(n, i)
                    join pg_attribute on attrelid = con.confrelid and attnum = k.n order by k.i)::text[] as referenced_columns,
              exists (select 1 from pg_index x where x.indrelid = con.conrelid and (x.indisunique or x.indisprimary)
                      and x.indkey::int2[] @> con.conkey and cardinality(con.conkey) = x.indnkeyatts) as one_to_one
       from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
       join pg_class rc on rc.oid = con.confrelid join pg_namespace rn on rn.oid = rc.relnamespace
       where con.contype = 'f' and n.nspname = 'public' and rn.nspname = 'public'
       order by c.relname, con.conname`,
    )
  ).rows;
  const enumRows = (
    await db.query<{ name: string; label: string }>(
      `select t.typname as name, e.enumlabel as label from pg_type t join pg_enum e on e.enumtypid = t.oid
       join pg_namespace n on n.oid = t.typnamespace where n.nspname = 'public' order by t.typname, e.enumsortorder`,
    )
  ).rows;
  const functions = (
    await db.query<FunctionRow>(
      `select p.proname as name, p.proargnames as arg_names,
              array(select format_type(t, null) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) t) as arg_types,
              p.proargmodes::text[] as arg_modes, p.pronargdefaults as defaults,
              format_type(p.prorettype, null) as returns, p.proretset as returns_set,
              (select c.relname from pg_class c where c.reltype = p.prorettype and c.relnamespace = p.pronamespace) as return_relation
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
         and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
       order by p.proname, p.oid`,
    )
  ).rows;
  return { relations, columns, foreignKeys, enumRows, functions };
}

/** The generated file's text for the schema in `db`. */
export async function renderDatabaseTypes(db: Db): Promise<string> {
  const { relations, columns, foreignKeys, enumRows, functions } = await readSchema(db);
  const enums = new Map<string, string[]>();
  for (const row of enumRows) enums.set(row.name, [...(enums.get(row.name) ?? []), row.label]);
  const enumNames = new Set(enums.keys());
  const columnsOf = (table: string) => columns.filter((c) => c.table_name === table);
  const fieldType = (c: Column) => `${tsType(c.type, enumNames)}${c.nullable ? ' | null' : ''}`;

  const relationships = (table: string) => {
    const keys = foreignKeys.filter((f) => f.table_name === table);
    if (keys.length === 0) return '[]';
    return `[\n${keys
      .map(
        (f) =>
          `          {\n            foreignKeyName: ${JSON.stringify(f.name)};\n            columns: ${JSON.stringify(f.columns)};\n            isOneToOne: ${f.one_to_one};\n            referencedRelation: ${JSON.stringify(f.referenced)};\n            referencedColumns: ${JSON.stringify(f.referenced_columns)};\n          },`,
      )
      .join('\n')}\n        ]`;
  };
  const block = (fields: string[]) =>
    fields.length === 0 ? '{}' : `{\n${fields.join('\n')}\n        }`;

  const tables = relations
    .filter((r) => r.kind === 'r' || r.kind === 'p')
    .map((r) => {
      const cols = columnsOf(r.name);
      const row = cols.map((c) => `          ${key(c.column_name)}: ${fieldType(c)};`);
      const insert = cols
        .filter((c) => !c.generated)
        .map(
          (c) =>
            `          ${key(c.column_name)}${c.nullable || c.has_default ? '?' : ''}: ${fieldType(c)};`,
        );
      const update = cols
        .filter((c) => !c.generated)
        .map((c) => `          ${key(c.column_name)}?: ${fieldType(c)};`);
      return `      ${key(r.name)}: {\n        Row: ${block(row)};\n        Insert: ${block(insert)};\n        Update: ${block(update)};\n        Relationships: ${relationships(r.name)};\n      };`;
    });
  const views = relations
    .filter((r) => r.kind === 'v' || r.kind === 'm')
    .map((r) => {
      const row = columnsOf(r.name).map(
        (c) => `          ${key(c.column_name)}: ${tsType(c.type, enumNames)} | null;`,
      );
      return `      ${key(r.name)}: {\n        Row: ${block(row)};\n        Relationships: [];\n      };`;
    });

  const byName = new Map<string, FunctionRow[]>();
  for (const f of functions) byName.set(f.name, [...(byName.get(f.name) ?? []), f]);
  const fnTypes = [...byName].map(([name, overloads]) => {
    const variants = overloads.map((f) => {
      const modes = f.arg_modes ?? f.arg_types.map(() => 'i');
      const ins: string[] = [];
      const outs: string[] = [];
      const inCount = modes.filter((m) => m === 'i' || m === 'b' || m === 'v').length;
      let inIndex = 0;
      f.arg_types.forEach((type, i) => {
        const argName = f.arg_names?.[i] ?? `arg${i}`;
        const mode = modes[i] ?? 'i';
        const ts = tsType(type, enumNames);
        if (mode === 'o' || mode === 't' || mode === 'b') outs.push(`${key(argName)}: ${ts}`);
        if (mode === 'i' || mode === 'b' || mode === 'v') {
          const optional = inIndex >= inCount - f.defaults;
          inIndex += 1;
          if (argName !== '') ins.push(`${key(argName)}${optional ? '?' : ''}: ${ts}`);
        }
      });
      let returns: string;
      if (outs.length > 0) returns = `{ ${outs.join('; ')} }`;
      else if (f.return_relation) {
        const rel = relations.find((r) => r.name === f.return_relation);
        returns = `Database['public']['${rel && (rel.kind === 'v' || rel.kind === 'm') ? 'Views' : 'Tables'}']['${f.return_relation}']['Row']`;
      } else returns = tsType(f.returns, enumNames);
      if (f.returns_set) returns = `${wrap(returns)}[]`;
      const args = ins.length === 0 ? 'Record<PropertyKey, never>' : `{ ${ins.join('; ')} }`;
      return `{ Args: ${args}; Returns: ${returns} }`;
    });
    return `      ${key(name)}:\n        | ${variants.join('\n        | ')};`;
  });
  const enumTypes = [...enums].map(
    ([name, labels]) => `      ${key(name)}: ${labels.map((l) => JSON.stringify(l)).join(' | ')};`,
  );
  const section = (lines: string[], empty: string) =>
    lines.length === 0 ? empty : `{\n${lines.join('\n')}\n    }`;

  return `// Generated by scripts/generate-db-types.ts from supabase/migrations. Do not edit by hand:
// change a migration and run \`npx tsx scripts/generate-db-types.ts\`.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: ${section(tables, '{ [_ in never]: never }')};
    Views: ${section(views, '{ [_ in never]: never }')};
    Functions: ${section(fnTypes, '{ [_ in never]: never }')};
    Enums: ${section(enumTypes, '{ [_ in never]: never }')};
    CompositeTypes: { [_ in never]: never };
  };
};

type PublicSchema = Database['public'];
export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
`;
}

/** Applies bootstrap and migrations to an in-memory PGlite and renders its types. */
export async function generateDatabaseTypes(): Promise<string> {
  const db = await openPglite(undefined, APP_SCHEMA);
  try {
    await applySchema(db, APP_SCHEMA);
    return await renderDatabaseTypes(db);
  } finally {
    await db.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await fs.writeFile(DB_TYPES_FILE, await generateDatabaseTypes());
  console.log(`wrote ${DB_TYPES_FILE}`);
}
