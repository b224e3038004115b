import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { APP_SCHEMA, applySchema } from '../../../server/db/migrate.ts';
import { schemaHash, type SchemaDirs } from '../../../server/db/pglite-template.ts';
import { openPostgres } from '../../../server/db/postgres.ts';

/** The machine's PostgreSQL server (trust auth); `.ci/run` starts it when it is not running. */
export const POSTGRES_BASE_URL =
  process.env.LARDER_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

export { APP_SCHEMA };

export interface ThrowawayDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: `${POSTGRES_BASE_URL}/test` });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database `larder_t_<random>` on the shared server, dropped (forcibly) afterwards. Empty,
 * or with `schema` given already holding what that bootstrap and those migrations make (copied
 * from a template database, see schemaTemplate): the server started on it runs them again and
 * finds nothing pending, as the PGlite schema template does (server/db/pglite-template.ts).
 */
export async function createThrowawayDatabase(schema?: SchemaDirs): Promise<ThrowawayDatabase> {
  const name = `larder_t_${randomBytes(6).toString('hex')}`;
  const template = schema ? await schemaTemplate(schema) : null;
  await withAdmin((admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  return {
    url: `${POSTGRES_BASE_URL}/${name}`,
    name,
    async drop() {
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

const TEMPLATE_PREFIX = 'larder_tpl_';
/** Template databases not rebuilt for this long are dropped when another one is built. */
const TEMPLATE_DAYS = 3;

/**
 * The template database for this schema (`larder_tpl_<hash of its files>`), built the first time:
 * in a database of its own name, renamed when complete, so a concurrent builder loses the rename
 * (duplicate_database) and drops its copy, and nobody copies a half-built one. Nothing stays
 * connected to it, as CREATE DATABASE … TEMPLATE requires.
 */
async function schemaTemplate(schema: SchemaDirs): Promise<string> {
  const name = await templateName(schema);
  const found = await withAdmin((admin) =>
    admin.query('select 1 from pg_database where datname = $1', [name]),
  );
  if (found.rows.length > 0) return name;

  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await withAdmin(async (admin) => {
    await admin.query(`create database ${building}`);
    await admin.query(`comment on database ${building} is '${new Date().toISOString()}'`);
  });
  try {
    const db = await openPostgres(`${POSTGRES_BASE_URL}/${building}`);
    try {
      await applySchema(db, schema);
    } finally {
      await db.close();
    }
    await withAdmin((admin) => admin.query(`alter database ${building} rename to ${name}`));
  } catch (error) {
    await withAdmin((admin) => admin.query(`drop database if exists ${building} with (force)`));
    if ((error as { code?: string }).code !== '42P04') throw error; // another process built it first
  }
  await dropStaleTemplates(name);
  return name;
}

async function templateName(schema: SchemaDirs): Promise<string> {
  return `${TEMPLATE_PREFIX}${await schemaHash(schema)}`;
}

/** Drops the template database of a schema made for one test only. */
export async function dropTemplateDatabase(schema: SchemaDirs): Promise<void> {
  const name = await templateName(schema);
  await withAdmin((admin) => admin.query(`drop database if exists ${name}`));
}

async function dropStaleTemplates(keep: string): Promise<void> {
  await withAdmin(async (admin) => {
    const stale = await admin.query<{ datname: string }>(
      `select datname from pg_database
        where datname like '${TEMPLATE_PREFIX}%' and datname <> $1
          and coalesce(shobj_description(oid, 'pg_database'), '') < $2`,
      [keep, new Date(Date.now() - TEMPLATE_DAYS * 24 * 3600 * 1000).toISOString()],
    );
    for (const { datname } of stale.rows)
      await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
  });
}
