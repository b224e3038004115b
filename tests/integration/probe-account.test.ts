import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withClaims } from '../../server/db/claims.ts';
import {
  openTestDatabase,
  postgresAvailable,
  type DatabaseKind,
  type TestDatabase,
} from './helpers/schema-db.ts';

/** Starting a database with the migrations can be slow on a busy machine. */
const SETUP_TIMEOUT_MS = 180_000;

const kinds: DatabaseKind[] = ['pglite', 'postgres'];
const postgresUp = await postgresAvailable();

interface Answer {
  exists: boolean | null;
  allowed: boolean;
  message?: string;
}

/**
 * probe_account(): whether an account exists for the sign-in form's messages, mailing nobody,
 * rate-limited per address and per caller (the gateway's x-forwarded-for).
 */
describe.each(kinds)('probe_account on %s', (kind) => {
  const skip = kind === 'postgres' && !postgresUp;
  let t: TestDatabase;

  const probe = async (email: string, ip = '203.0.113.7') =>
    withClaims(
      t.db,
      { role: 'anon' },
      async (tx) => {
        const { rows } = await tx.query<{ answer: Answer }>(
          'select public.probe_account($1) as answer',
          [email],
        );
        return rows[0]!.answer;
      },
      {
        request: {
          method: 'POST',
          path: '/rest/v1/rpc/probe_account',
          headers: { 'x-forwarded-for': ip },
        },
      },
    );

  beforeAll(async () => {
    if (skip) return;
    t = await openTestDatabase(kind, { schema: true });
    await t.db.query(
      `insert into auth.users (id, email) values ('cccccccc-0000-4000-8000-0000000000c1', 'Cook@Larder.test')`,
    );
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)(
    'answers whether the account exists, whatever the case of the address',
    async () => {
      expect(await probe('cook@larder.test')).toEqual({ exists: true, allowed: true });
      expect(await probe('  COOK@larder.test ')).toEqual({ exists: true, allowed: true });
      expect(await probe('nobody@larder.test')).toEqual({ exists: false, allowed: true });
    },
  );

  it.skipIf(skip)('stops answering for one address after 10 probes in 15 minutes', async () => {
    const answers = [];
    for (let i = 0; i < 11; i += 1)
      answers.push(await probe('many@larder.test', `198.51.100.${i}`));
    expect(answers.slice(0, 10).every((a) => a.allowed && a.exists === false)).toBe(true);
    expect(answers[10]).toMatchObject({ exists: null, allowed: false });
    expect(answers[10]?.message).toMatch(/^Rate limit exceeded/);
  });

  it.skipIf(skip)('stops answering one caller after 30 probes of different addresses', async () => {
    const answers = [];
    for (let i = 0; i < 31; i += 1)
      answers.push(await probe(`guess${i}@larder.test`, '192.0.2.99'));
    expect(answers.slice(0, 30).every((a) => a.allowed)).toBe(true);
    expect(answers[30]).toMatchObject({ exists: null, allowed: false });
  });

  it.skipIf(skip)("keeps the counter it uses out of clients' reach", async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      await expect(
        withClaims(
          t.db,
          {
            role,
            ...(role === 'authenticated' ? { sub: 'cccccccc-0000-4000-8000-0000000000c1' } : {}),
          },
          (tx) =>
            tx.query(
              "select public.rate_limit_hit('probe:cook@larder.test', 'probe_account', 1000000, 1)",
            ),
        ),
      ).rejects.toThrow(/permission denied/);
    }
  });

  it.skipIf(skip)('refuses what is not an address', async () => {
    await expect(probe('not-an-email')).rejects.toThrow(/email_text must be an email address/);
  });
});
