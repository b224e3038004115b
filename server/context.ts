import type { LarderEnv } from './config.ts';
import type { Database } from './db/database.ts';
import type { SigningKeys } from './auth/keys.ts';
import type { Mailer } from './mail/mailer.ts';

/** What every route module of the embedded backend is given. Built once by createLocalBackend. */
export interface ServerContext {
  env: LarderEnv;
  /** The data folder (keys, storage files, PGlite data unless DATABASE_URL is set). */
  dataDir: string;
  db: Database;
  keys: SigningKeys;
  /** The origin clients reach us at, e.g. http://127.0.0.1:54321 (no trailing slash). */
  publicUrl: string;
  /** Where the web app lives: SITE_URL, else publicUrl. Default redirect target for auth mails. */
  siteUrl: string;
  mail: Mailer;
}
