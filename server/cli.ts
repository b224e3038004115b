import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadOrCreateSigningKeys } from './auth/keys.ts';
import { createUser, resetPassword } from './auth/admin.ts';
import { defaultDataDir, readEnv, type LarderEnv } from './config.ts';
import { BOOTSTRAP_DIR, serialiseStartup } from './db/bootstrap.ts';
import type { Database } from './db/database.ts';
import { applySchema, MIGRATIONS_DIR } from './db/migrate.ts';
import { openDatabase, pgliteDir } from './db/open-database.ts';
import { createLocalBackend } from './index.ts';
import { lockDataDir } from './lock.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const ROLES = ['admin', 'moderator', 'user'];

const USAGE = `Larder — the embedded Supabase-compatible backend

Usage: npm run larder -- <command> [options]     (npm start = start)

Commands:
  start                             serve the web app and the backend on one origin
  migrate                           apply pending supabase/migrations
  keys                              print the anon and service-role keys and the JWKS URL
  create-user <email> <password>    create a confirmed email/password user
  grant-role <email> <role>         give a user a role: admin, moderator or user
  reset-password <email> <password> set a user's password (signs them out everywhere)

Options:
  --data-dir <dir>     data folder (default LARDER_DATA_DIR or ${defaultDataDir()})
  --migrations <dir>   migrations folder (default supabase/migrations)
  --no-build           start: do not build the web app when dist/ is missing
  --static-dir <dir>   start: serve the web app from this folder instead of dist/
  -h, --help           this text

Environment: PORT (default 54321), HOST (default 127.0.0.1), DATABASE_URL (PostgreSQL instead of
PGlite), SITE_URL, CORS_ORIGINS, SMTP_URL, SMTP_FROM, MAILER_AUTOCONFIRM, GOOGLE_CLIENT_ID/SECRET.`;

class UsageError extends Error {}

interface Options {
  command: string | undefined;
  args: string[];
  dataDir: string | undefined;
  migrationsDir: string | undefined;
  staticDir: string | undefined;
  build: boolean;
  help: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    command: undefined,
    args: [],
    dataDir: undefined,
    migrationsDir: undefined,
    staticDir: undefined,
    build: true,
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new UsageError(`${arg} needs a value`);
      return next;
    };
    if (arg === '-h' || arg === '--help') options.help = true;
    else if (arg === '--data-dir') options.dataDir = value();
    else if (arg === '--static-dir') options.staticDir = path.resolve(value());
    else if (arg === '--migrations') options.migrationsDir = value();
    else if (arg === '--no-build') options.build = false;
    else if (arg.startsWith('-')) throw new UsageError(`Unknown option ${arg}`);
    else if (options.command === undefined) options.command = arg;
    else options.args.push(arg);
  }
  return options;
}

function expectArgs(options: Options, names: string[]): string[] {
  if (options.args.length !== names.length) {
    throw new UsageError(`${options.command} expects ${names.map((n) => `<${n}>`).join(' ')}`);
  }
  return options.args;
}

function dataDirOf(options: Options, env: LarderEnv): string {
  return path.resolve(options.dataDir ?? env.LARDER_DATA_DIR ?? defaultDataDir());
}

function urlOf(env: LarderEnv): string {
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return `http://${host}:${env.PORT}`;
}

/** Opens the database as the server would (locking a PGlite folder), bootstrapped and migrated. */
async function withDatabase<T>(
  options: Options,
  env: LarderEnv,
  fn: (db: Database) => Promise<T>,
): Promise<T> {
  const dataDir = dataDirOf(options, env);
  const lock = env.DATABASE_URL ? null : await lockDataDir(dataDir);
  try {
    const schema = {
      bootstrapDir: BOOTSTRAP_DIR,
      migrationsDir: options.migrationsDir ?? MIGRATIONS_DIR,
    };
    const db = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL, schema });
    try {
      await serialiseStartup(db, async () => {
        const applied = await applySchema(db, schema);
        for (const file of applied) console.log(`Applied ${file}`);
      });
      return await fn(db);
    } finally {
      await db.close();
    }
  } finally {
    await lock?.release();
  }
}

async function start(options: Options, env: LarderEnv): Promise<void> {
  const dist = options.staticDir ?? path.join(ROOT, 'dist');
  if (options.build && !options.staticDir && !fs.existsSync(path.join(dist, 'index.html'))) {
    console.log('Building the web app (dist/ is missing; this takes a minute the first time)…');
    const vite = path.join(
      ROOT,
      'node_modules',
      '.bin',
      process.platform === 'win32' ? 'vite.cmd' : 'vite',
    );
    // The build's chunk list is for developers (`npm run build`); here it is shown only on failure.
    const built = spawnSync(vite, ['build'], {
      cwd: ROOT,
      stdio: 'pipe',
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (built.status !== 0) {
      process.stdout.write(built.stdout ?? '');
      process.stderr.write(built.stderr ?? '');
      throw new Error('The web app could not be built (vite build failed); see above.');
    }
  }
  const backend = await createLocalBackend({
    dataDir: dataDirOf(options, env),
    port: env.PORT,
    host: env.HOST,
    migrationsDir: options.migrationsDir,
    staticDir: fs.existsSync(path.join(dist, 'index.html')) ? dist : null,
  });
  const database = env.DATABASE_URL
    ? `PostgreSQL ${redact(env.DATABASE_URL)}`
    : `PGlite in ${pgliteDir(backend.dataDir)}`;
  const mail = env.SMTP_URL
    ? `SMTP ${redact(env.SMTP_URL)}`
    : `the local outbox, ${backend.url}/_dev/mail`;
  console.log(`
Larder is running at ${backend.url}
  data folder  ${backend.dataDir}
  database     ${database}
  mail goes to ${mail}
  API keys     npm run larder -- keys
Press Ctrl+C to stop.`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: closing the database…`);
    backend.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

async function keys(options: Options, env: LarderEnv): Promise<void> {
  const url = urlOf(env);
  const dataDir = dataDirOf(options, env);
  const sources = { value: env.JWT_SIGNING_KEY, file: env.JWT_SIGNING_KEY_FILE };
  // On PostgreSQL (and no key given by setting) the servers' key is the one the database holds.
  const signing =
    env.DATABASE_URL && !sources.value && !sources.file
      ? await withDatabase(options, env, (db) =>
          loadOrCreateSigningKeys(dataDir, `${url}/auth/v1`, { shared: db }),
        )
      : await loadOrCreateSigningKeys(dataDir, `${url}/auth/v1`, sources);
  console.log(`anon key          ${signing.anonKey}
service-role key  ${signing.serviceRoleKey}
JWKS URL          ${url}/auth/v1/.well-known/jwks.json
(the service-role key bypasses row-level security: keep it secret)`);
}

async function grantRole(options: Options, env: LarderEnv): Promise<void> {
  const [email = '', role = ''] = expectArgs(options, ['email', 'role']);
  if (!ROLES.includes(role)) throw new UsageError(`role must be one of ${ROLES.join(', ')}`);
  await withDatabase(options, env, async (db) => {
    const user = await db.query<{ id: string }>(
      'select id from auth.users where lower(email) = lower($1)',
      [email],
    );
    const id = user.rows[0]?.id;
    if (!id) throw new Error(`No user with the email ${email}`);
    await db.query(
      'insert into public.user_roles (user_id, role) values ($1, $2) on conflict do nothing',
      [id, role],
    );
    console.log(`${email} now has the role ${role}`);
  });
}

async function main(argv: string[]): Promise<number> {
  const options = parseArgs(argv);
  if (options.help || options.command === undefined) {
    console.log(USAGE);
    return options.help ? 0 : 2;
  }
  const env = readEnv();
  switch (options.command) {
    case 'start':
      await start(options, env);
      return -1; // keeps running
    case 'migrate':
      await withDatabase(options, env, async () => console.log('The database is up to date.'));
      return 0;
    case 'keys':
      await keys(options, env);
      return 0;
    case 'create-user': {
      const [email = '', password = ''] = expectArgs(options, ['email', 'password']);
      const { id } = await withDatabase(options, env, (db) =>
        createUser({ db }, { email, password, confirmed: true }),
      );
      console.log(`Created the confirmed user ${email} (${id})`);
      return 0;
    }
    case 'grant-role':
      await grantRole(options, env);
      return 0;
    case 'reset-password': {
      const [email = '', password = ''] = expectArgs(options, ['email', 'password']);
      await withDatabase(options, env, (db) => resetPassword({ db }, email, password));
      console.log(`The password of ${email} was changed; their sessions were signed out.`);
      return 0;
    }
    default:
      throw new UsageError(`Unknown command ${options.command}`);
  }
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    console.error(`larder: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
