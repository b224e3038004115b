import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { postgresAvailable, type DatabaseKind } from './helpers/schema-db.ts';
import { TEST_PASSWORD, startHttpBackend, type HttpBackend } from './helpers/rls-http-server.ts';

/** Starting a backend (migrations, the recipe seed, sign-ins) can be slow on a busy machine. */
const SETUP_TIMEOUT_MS = 180_000;

/**
 * The kitchen RPCs, the profile trigger, rate limits and security events as the app reaches them:
 * supabase-js over HTTP, with real signed-in sessions.
 */
const kinds: DatabaseKind[] = ['pglite', 'postgres'];
const postgresUp = await postgresAvailable();

describe.each(kinds)('kitchen and account RPCs over HTTP on %s', (kind) => {
  const skip = kind === 'postgres' && !postgresUp;
  let backend: HttpBackend;
  let a: { id: string; client: SupabaseClient };
  let aSecondTab: SupabaseClient;
  let b: { id: string; client: SupabaseClient };

  beforeAll(async () => {
    if (skip) return;
    backend = await startHttpBackend(kind);
    a = await backend.signedInUser('cook-a@larder.test');
    b = await backend.signedInUser('cook-b@larder.test');
    aSecondTab = backend.client();
    const { error } = await aSecondTab.auth.signInWithPassword({
      email: 'cook-a@larder.test',
      password: TEST_PASSWORD,
    });
    if (error) throw error;
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await backend?.close();
  });

  it.skipIf(skip)(
    'creates the profile on sign-up and lets the user read only their own',
    async () => {
      const own = await a.client.from('profiles').select('id, avatar_url').eq('id', a.id).single();
      expect(own.error).toBeNull();
      expect(own.data).toEqual({ id: a.id, avatar_url: null });
      const other = await a.client.from('profiles').select('id').eq('id', b.id).maybeSingle();
      expect(other.data).toBeNull();
    },
  );

  it.skipIf(skip)(
    'keeps all 20 additions made at the same moment from two tabs, and B apart',
    async () => {
      const items = Array.from({ length: 20 }, (_, i) => `item ${String(i).padStart(2, '0')}`);
      const results = await Promise.all([
        ...items.map((item, i) =>
          (i % 2 === 0 ? a.client : aSecondTab).rpc('add_kitchen_ingredients', { items: [item] }),
        ),
        ...items.map((item) => b.client.rpc('add_kitchen_ingredients', { items: [`b ${item}`] })),
      ]);
      expect(results.map((r) => r.error)).toEqual(results.map(() => null));
      const kitchen = await a.client
        .from('user_ingredients')
        .select('ingredients, version')
        .single();
      expect(kitchen.data?.ingredients).toEqual(items);
      expect(Number(kitchen.data?.version)).toBe(20);
      const other = await b.client.from('user_ingredients').select('ingredients').single();
      expect(other.data?.ingredients).toEqual(items.map((i) => `b ${i}`));
    },
  );

  it.skipIf(skip)('returns the new row from add and remove, sorted and de-duplicated', async () => {
    const added = await a.client.rpc('add_kitchen_ingredients', {
      items: ['Zucchini', 'apple', 'apple'],
    });
    expect(added.error).toBeNull();
    const row = added.data as { ingredients: string[]; user_id: string };
    expect(row.user_id).toBe(a.id);
    expect(row.ingredients.slice(0, 2)).toEqual(['apple', 'item 00']);
    expect(row.ingredients.at(-1)).toBe('Zucchini');
    const removed = await aSecondTab.rpc('remove_kitchen_ingredients', {
      items: ['apple', 'Zucchini'],
    });
    expect((removed.data as { ingredients: string[] }).ingredients).toHaveLength(20);
  });

  it.skipIf(skip)('refuses the kitchen RPC to guests', async () => {
    const { error } = await backend.client().rpc('add_kitchen_ingredients', { items: ['salt'] });
    expect(error?.code).toBe('42501');
  });

  it.skipIf(skip)('answers allowed/blocked/message and logs RATE_LIMIT_EXCEEDED once', async () => {
    // The limits are the server's (app_settings), not what the caller sends.
    await backend.database.db.query(
      `insert into public.app_settings (key, value) values ('rate_limits', '{"sign_in": {"max_requests": 2, "window_minutes": 60}}')`,
    );
    const guest = backend.client();
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const { data, error } = await guest.rpc('check_rate_limit_enhanced', {
        identifier_text: 'sign_in:cook-a@larder.test',
        action_text: 'sign_in',
        max_requests: 2,
        window_minutes: 60,
      });
      expect(error).toBeNull();
      answers.push(data as { allowed: boolean; blocked: boolean; message: string });
    }
    expect(answers.map((x) => [x.allowed, x.blocked])).toEqual([
      [true, false],
      [true, false],
      [false, true],
      [false, true],
    ]);
    const events = await backend.database.db.query(
      `select severity from public.security_events where event_type = 'RATE_LIMIT_EXCEEDED'`,
    );
    expect(events.rows).toEqual([{ severity: 'high' }]);
  });

  it.skipIf(skip)('logs security events with the spec arguments, as the caller', async () => {
    const { data, error } = await b.client.rpc('log_security_event', {
      event_type: 'XSS_ATTEMPT_BLOCKED',
      user_id_param: a.id,
      ip_address_param: null,
      user_agent_param: 'vitest <script>x</script>',
      event_details_param: { original: '<script>alert(1)</script>soup', sanitized: 'soup' },
      severity_param: 'medium',
    });
    expect(error).toBeNull();
    const row = await backend.database.db.query(
      'select user_id, user_agent, details, severity from public.security_events where id = $1',
      [data],
    );
    expect(row.rows[0]).toEqual({
      user_id: b.id,
      user_agent: 'vitest',
      details: { original: 'soup', sanitized: 'soup' },
      severity: 'medium',
    });
    const read = await b.client.from('security_events').select('id');
    expect(read.data).toEqual([]);
  });
});
