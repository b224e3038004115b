import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withClaims } from '../../server/db/claims.ts';
import type { RequestClaims } from '../../server/db/database.ts';
import {
  openTestDatabase,
  postgresAvailable,
  type DatabaseKind,
  type TestDatabase,
} from './helpers/schema-db.ts';

/** Starting a backend (migrations, the recipe seed, sign-ins) can be slow on a busy machine. */
const SETUP_TIMEOUT_MS = 180_000;

/**
 * What the migrations' triggers and RPCs do, called as the API roles through withClaims (the same
 * path REST requests take), on PGlite and on PostgreSQL (where a pool gives real concurrency).
 */
const userA = 'aaaaaaaa-0000-4000-8000-0000000000a1';
const userB = 'bbbbbbbb-0000-4000-8000-0000000000b1';
const asA: RequestClaims = { role: 'authenticated', sub: userA };
const asB: RequestClaims = { role: 'authenticated', sub: userB };
const anon: RequestClaims = { role: 'anon' };
/** The service role is trusted with the identifier and limits it passes to check_rate_limit_enhanced. */
const service: RequestClaims = { role: 'service_role' };

interface Kitchen {
  user_id: string;
  ingredients: string[];
  version: string;
}

const kinds: DatabaseKind[] = ['pglite', 'postgres'];
const postgresUp = await postgresAvailable();

describe.each(kinds)('kitchen, profiles, security events and rate limits on %s', (kind) => {
  const skip = kind === 'postgres' && !postgresUp;
  let t: TestDatabase;

  const call = <Row>(claims: RequestClaims, sql: string, params: unknown[] = []) =>
    withClaims(t.db, claims, async (tx) => (await tx.query<Row>(sql, params)).rows);

  beforeAll(async () => {
    if (skip) return;
    t = await openTestDatabase(kind, { schema: true });
    await t.db.query(
      `insert into auth.users (id, email, raw_user_meta_data) values
        ($1, 'a@larder.test', '{"full_name":"Ann Example","avatar_url":"https://images.example/ann.png"}'),
        ($2, 'b@larder.test', '{"avatar_url":"javascript:alert(1)"}')`,
      [userA, userB],
    );
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)(
    'creates a profile for every new auth user, from safe metadata only',
    async () => {
      const rows = await t.db.query<{
        id: string;
        display_name: string | null;
        avatar_url: string | null;
      }>('select id, display_name, avatar_url from public.profiles order by id');
      expect(rows.rows).toEqual([
        { id: userA, display_name: 'Ann Example', avatar_url: 'https://images.example/ann.png' },
        { id: userB, display_name: null, avatar_url: null },
      ]);
      const own = await call<{ avatar_url: string }>(
        asA,
        'select avatar_url from public.profiles where id = $1',
        [userA],
      );
      expect(own).toEqual([{ avatar_url: 'https://images.example/ann.png' }]);
    },
  );

  it.skipIf(skip)(
    'keeps ingredients sorted and free of exact duplicates on every write',
    async () => {
      const [created] = await call<Kitchen>(
        asA,
        `select * from public.add_kitchen_ingredients($1)`,
        [['tomato', 'Basil', ' apple ', 'tomato', '', 'banana']],
      );
      expect(created?.ingredients).toEqual(['apple', 'banana', 'Basil', 'tomato']);
      await call(
        asA,
        `update public.user_ingredients set ingredients = array['zucchini', 'apple', 'zucchini'] where user_id = $1`,
        [userA],
      );
      const [row] = await call<Kitchen>(
        asA,
        'select * from public.user_ingredients where user_id = $1',
        [userA],
      );
      expect(row?.ingredients).toEqual(['apple', 'zucchini']);
      const [removed] = await call<Kitchen>(
        asA,
        `select * from public.remove_kitchen_ingredients($1)`,
        [['zucchini', 'missing']],
      );
      expect(removed?.ingredients).toEqual(['apple']);
      expect(Number(removed?.version)).toBe(Number(row?.version) + 1);
    },
  );

  it.skipIf(skip)(
    "keeps each template's ingredients sorted too, and the templates in their order",
    async () => {
      const templates = [
        {
          id: 't2',
          name: 'Tacos',
          ingredients: ['tortillas', 'beef', 'beef', 'Salsa'],
          created_at: '2026-11-22T10:00:00Z',
        },
        {
          id: 't1',
          name: 'Pancakes',
          ingredients: ['milk', 'eggs', 'flour'],
          created_at: '2026-11-22T09:00:00Z',
        },
      ];
      await call(
        asA,
        'update public.user_ingredients set templates = $1::jsonb where user_id = $2',
        [JSON.stringify(templates), userA],
      );
      const [row] = await call<{ templates: { id: string; ingredients: string[] }[] }>(
        asA,
        'select templates from public.user_ingredients',
      );
      expect(row?.templates.map((t) => t.id)).toEqual(['t2', 't1']);
      expect(row?.templates[0]?.ingredients).toEqual(['beef', 'Salsa', 'tortillas']);
      expect(row?.templates[1]).toEqual({
        ...templates[1],
        ingredients: ['eggs', 'flour', 'milk'],
      });
    },
  );

  it.skipIf(skip)(
    'refuses ingredients over 1000 characters and kitchens over 5000 items (check constraints)',
    async () => {
      await expect(
        call(asA, `select * from public.add_kitchen_ingredients($1)`, [['x'.repeat(1001)]]),
      ).rejects.toMatchObject({
        code: '23514',
      });
      const many = Array.from({ length: 5001 }, (_, i) => `item ${i}`);
      await expect(
        call(asA, `select * from public.add_kitchen_ingredients($1)`, [many]),
      ).rejects.toMatchObject({ code: '23514' });
      await expect(
        call(anon, `select * from public.add_kitchen_ingredients($1)`, [['salt']]),
      ).rejects.toMatchObject({ code: '42501' });
    },
  );

  it.skipIf(skip)(
    'loses no addition when two tabs of A and one of B add 20 items at the same moment',
    async () => {
      await call(asA, 'delete from public.user_ingredients where user_id = $1', [userA]);
      const itemsA = Array.from({ length: 20 }, (_, i) => `a-item-${String(i).padStart(2, '0')}`);
      const itemsB = Array.from({ length: 20 }, (_, i) => `b-item-${String(i).padStart(2, '0')}`);
      await Promise.all([
        ...itemsA.map((item) =>
          call(asA, `select * from public.add_kitchen_ingredients($1)`, [[item]]),
        ),
        ...itemsB.map((item) =>
          call(asB, `select * from public.add_kitchen_ingredients($1)`, [[item]]),
        ),
      ]);
      const [a] = await call<Kitchen>(asA, 'select * from public.user_ingredients');
      const [b] = await call<Kitchen>(asB, 'select * from public.user_ingredients');
      expect(a?.ingredients).toEqual(itemsA);
      expect(b?.ingredients).toEqual(itemsB);
      expect(a?.version).toBe('20');
    },
  );

  it.skipIf(skip)('sanitises security event details and forces the caller as user', async () => {
    const [{ id } = { id: '' }] = await call<{ id: string }>(
      asA,
      `select public.log_security_event($1, $2, $3, $4, $5, $6) as id`,
      [
        'xss_attempt_blocked',
        userB,
        '203.0.113.9',
        'Mozilla <script>alert(1)</script>',
        JSON.stringify({
          field: 'email',
          value: '<img src=x onerror="steal()">a@b.test<script>alert(document.cookie)</script>',
          link: 'javascript:alert(1)',
          nested: { deeper: ['<b>bold</b>', 42, null] },
          long: 'y'.repeat(5000),
        }),
        'high',
      ],
    );
    const stored = await t.db.query<{
      event_type: string;
      user_id: string;
      user_agent: string;
      severity: string;
      details: Record<string, unknown>;
    }>(
      'select event_type, user_id, user_agent, severity, details from public.security_events where id = $1',
      [id],
    );
    const event = stored.rows[0]!;
    expect(event).toMatchObject({
      event_type: 'XSS_ATTEMPT_BLOCKED',
      user_id: userA,
      user_agent: 'Mozilla',
      severity: 'high',
    });
    expect(event.details.value).toBe('a@b.test');
    expect(event.details.link).toBe('alert(1)');
    expect(event.details.nested).toEqual({ deeper: ['bold', 42, null] });
    expect(String(event.details.long)).toHaveLength(1000);
    expect(JSON.stringify(event.details)).not.toMatch(/<|javascript:|onerror/i);
  });

  it.skipIf(skip)(
    'defaults severity to medium and refuses unknown severities and malformed types',
    async () => {
      const [{ id } = { id: '' }] = await call<{ id: string }>(
        anon,
        `select public.log_security_event('USER_LOGOUT') as id`,
      );
      const row = await t.db.query(
        'select severity, user_id from public.security_events where id = $1',
        [id],
      );
      expect(row.rows[0]).toEqual({ severity: 'medium', user_id: null });
      await expect(
        call(
          anon,
          `select public.log_security_event('USER_LOGIN', null, null, null, '{}', 'apocalyptic')`,
        ),
      ).rejects.toMatchObject({
        code: '22023',
      });
      await expect(
        call(anon, `select public.log_security_event('<script>', null, null, null, '{}', 'low')`),
      ).rejects.toMatchObject({
        code: '22023',
      });
    },
  );

  it.skipIf(skip)(
    'counts requests per window (trusted caller) and logs RATE_LIMIT_EXCEEDED (high) when the limit is passed',
    async () => {
      const check = () =>
        call<{ r: { allowed: boolean; blocked: boolean; message: string; remaining: number } }>(
          service,
          `select public.check_rate_limit_enhanced('login:a@larder.test', 'sign_in', 3, 60) as r`,
        ).then((rows) => rows[0]!.r);
      const answers = [await check(), await check(), await check(), await check(), await check()];
      expect(answers.map((a) => a.allowed)).toEqual([true, true, true, false, false]);
      expect(answers[3]).toMatchObject({ allowed: false, blocked: true });
      expect(answers[3]?.message).toMatch(/^Rate limit exceeded/);
      expect(answers[0]).toMatchObject({
        blocked: false,
        message: 'Request allowed',
        remaining: 2,
      });
      const events = await t.db.query<{ severity: string; details: Record<string, unknown> }>(
        `select severity, details from public.security_events where event_type = 'RATE_LIMIT_EXCEEDED'`,
      );
      expect(events.rows).toEqual([
        {
          severity: 'high',
          details: {
            identifier: 'login:a@larder.test',
            action: 'sign_in',
            max_requests: 3,
            window_minutes: 60,
          },
        },
      ]);
    },
  );

  it.skipIf(skip)('starts a new window once the old one has passed', async () => {
    await t.db.query(
      `update public.rate_limits set window_start = now() - interval '61 minutes' where identifier = 'login:a@larder.test'`,
    );
    const [row] = await call<{ r: { allowed: boolean; remaining: number } }>(
      service,
      `select public.check_rate_limit_enhanced('login:a@larder.test', 'sign_in', 3, 60) as r`,
    );
    expect(row?.r).toMatchObject({ allowed: true, remaining: 2 });
  });

  it.skipIf(skip)('admits exactly max_requests of 40 concurrent checks', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        call<{ r: { allowed: boolean } }>(
          service,
          `select public.check_rate_limit_enhanced('burst', 'probe', 15, 60) as r`,
        ).then((rows) => rows[0]!.r.allowed),
      ),
    );
    expect(answers.filter(Boolean)).toHaveLength(15);
    const events = await t.db.query(
      `select 1 from public.security_events where event_type = 'RATE_LIMIT_EXCEEDED' and details->>'identifier' = 'burst'`,
    );
    expect(events.rows).toHaveLength(1);
  });

  it.skipIf(skip)('validates rate-limit inputs', async () => {
    for (const args of [
      ['', 'x', 1, 1],
      ['id', '', 1, 1],
      ['id', 'x', 0, 1],
      ['id', 'x', 1, 0],
      ['i'.repeat(256), 'x', 1, 1],
    ]) {
      await expect(
        call(service, 'select public.check_rate_limit_enhanced($1, $2, $3, $4)', args),
      ).rejects.toMatchObject({ code: '22023' });
    }
  });

  it.skipIf(skip)('keeps updated_at current on update', async () => {
    const before = await t.db.query<{ updated_at: Date }>(
      'select updated_at from public.profiles where id = $1',
      [userA],
    );
    await call(asA, `update public.profiles set display_name = 'Ann' where id = $1`, [userA]);
    const after = await t.db.query<{ updated_at: Date }>(
      'select updated_at from public.profiles where id = $1',
      [userA],
    );
    expect(after.rows[0]!.updated_at.getTime()).toBeGreaterThan(
      before.rows[0]!.updated_at.getTime(),
    );
  });
});
