import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The machine's PostgreSQL server (trust auth); `.ci/run` starts it when it is not running. */
export const POSTGRES_BASE_URL =
  process.env.LARDER_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

export interface ThrowawayDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh database `larder_t_<random>` on the shared server, dropped (forcibly) afterwards. */
export async function createThrowawayDatabase(): Promise<ThrowawayDatabase> {
  const name = `larder_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${POSTGRES_BASE_URL}/test` });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: `${POSTGRES_BASE_URL}/${name}`,
    name,
    async drop() {
      const client = new pg.Client({ connectionString: `${POSTGRES_BASE_URL}/test` });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
