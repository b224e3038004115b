import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { postgresAvailable, type DatabaseKind } from './helpers/schema-db.ts';
import { startHttpBackend, TEST_PASSWORD, type HttpBackend } from './helpers/rls-http-server.ts';
import { codeOf, latestMailTo } from './helpers/auth-mail.ts';
import type { Queryable } from '../../server/db/database.ts';

/** Starting a backend runs every migration; on a loaded 2-core machine that can take a while. */
const SETUP_TIMEOUT_MS = 180_000;

const kinds: DatabaseKind[] = ['pglite', 'postgres'];
const postgresUp = await postgresAvailable();

/** The admin functions moderators may call (read-only feedback and security). */
const MODERATOR_READS = new Set([
  'admin_security_events',
  'admin_rate_limit_blocks',
  'admin_feedback_list',
]);

type Actor = 'anon' | 'user' | 'moderator' | 'admin';

/**
 * Issue 18: the admin area is enforced by the database. Through supabase-js against the real
 * embedded backend (PGlite and PostgreSQL), as anon, a user, a moderator and an admin.
 */
describe.each(kinds)('admin area on %s', (kind) => {
  const skip = kind === 'postgres' && !postgresUp;
  let backend: HttpBackend;
  const clients = {} as Record<Actor, SupabaseClient>;
  const ids = {} as Record<Exclude<Actor, 'anon'>, string>;
  let n = 0;
  const email = (name: string) => `${name}-${kind}-${(n += 1)}@larder.test`;

  const db = () => backend.database.db;
  const grant = (id: string, role: string) =>
    db().query(
      'insert into public.user_roles (user_id, role) values ($1, $2) on conflict do nothing',
      [id, role],
    );
  const auditCount = async () =>
    Number(
      (
        await db().query<{ n: string }>(
          `select count(*)::text as n from public.security_events where event_type = 'ADMIN_ACTION'`,
        )
      ).rows[0]?.n,
    );
  const lastAudit = async () =>
    (
      await db().query<{ user_id: string; details: Record<string, unknown> }>(
        `select user_id, details from public.security_events where event_type = 'ADMIN_ACTION' order by created_at desc limit 1`,
      )
    ).rows[0];
  /** Runs an action and returns how many audit events it wrote. */
  const audited = async (action: () => Promise<unknown>) => {
    const before = await auditCount();
    await action();
    return (await auditCount()) - before;
  };
  const newUser = async (name: string) => backend.signedInUser(email(name));

  beforeAll(async () => {
    if (skip) return;
    backend = await startHttpBackend(kind);
    clients.anon = backend.client() as unknown as SupabaseClient;
    for (const actor of ['user', 'moderator', 'admin'] as const) {
      const made = await backend.signedInUser(email(actor));
      ids[actor] = made.id;
      clients[actor] = made.client as unknown as SupabaseClient;
    }
    await grant(ids.moderator, 'moderator');
    await grant(ids.admin, 'admin');
    await db().query(
      `insert into public.feedback (message, rating, category) values ('Lovely app', 5, 'logout'), ('Too slow', 2, 'logout')`,
    );
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await backend?.close();
  }, SETUP_TIMEOUT_MS);

  it.skipIf(skip)(
    'refuses every admin function to anon, users and moderators (but their reads to moderators)',
    async () => {
      const { rows } = await db().query<{ name: string; args: string[] | null }>(
        `select p.proname as name, p.proargnames as args from pg_proc p join pg_namespace ns on ns.oid = p.pronamespace
        where ns.nspname = 'public' and p.proname like 'admin\\_%' order by 1`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(16);
      const leaks: string[] = [];
      let refusals = 0;
      for (const { name, args } of rows) {
        const params = Object.fromEntries((args ?? []).map((a) => [a, null]));
        for (const actor of ['anon', 'user', 'moderator'] as const) {
          const { error } = await clients[actor].rpc(name, params);
          const allowed = actor === 'moderator' && MODERATOR_READS.has(name);
          if (allowed) {
            if (error) leaks.push(`${name} refused a moderator's read: ${error.message}`);
          } else if (!error || !/permission denied|Only admins/.test(error.message)) {
            leaks.push(`${actor} ${name}: ${error?.message ?? 'allowed'}`);
          } else {
            refusals += 1;
          }
        }
      }
      expect(leaks).toEqual([]);
      expect(refusals).toBe(rows.length * 3 - MODERATOR_READS.size);

      // The tables behind them: nothing for anyone but through the functions.
      for (const actor of ['anon', 'user', 'moderator', 'admin'] as const) {
        for (const table of ['recipe_searches', 'app_secrets']) {
          const { data } = await clients[actor].from(table).select('*');
          expect(data ?? [], `${actor} ${table}`).toEqual([]);
        }
        const role = await clients[actor]
          .from('user_roles')
          .insert({ user_id: ids.user, role: 'admin' });
        expect(role.error, `${actor} writes user_roles`).not.toBeNull();
        const setting = await clients[actor]
          .from('app_settings')
          .upsert({ key: 'signups_open', value: false });
        expect(setting.error, `${actor} writes app_settings`).not.toBeNull();
        const forged = await clients[actor].rpc('log_security_event', {
          event_type: 'ADMIN_ACTION',
        });
        expect(forged.error, `${actor} forges an ADMIN_ACTION`).not.toBeNull();
      }
      for (const actor of ['anon', 'user'] as const) {
        expect((await clients[actor].from('feedback').select('id')).data ?? []).toEqual([]);
        expect(
          (await clients[actor].from('security_events').select('id').neq('user_id', ids.user))
            .data ?? [],
        ).toEqual([]);
      }
      expect(
        (await clients.moderator.from('feedback').select('id')).data?.length,
      ).toBeGreaterThanOrEqual(2);
    },
  );

  it.skipIf(skip)('keeps security events append-only, even for the service role', async () => {
    const service = backend.client(backend.serviceRoleKey);
    await db().query(
      `select public.log_security_event('USER_LOGIN', null, null, null, '{}'::jsonb, 'low')`,
    );
    const { data } = await service.from('security_events').select('id').limit(1);
    const id = data?.[0]?.id;
    expect(id).toBeTruthy();
    const updated = await service
      .from('security_events')
      .update({ severity: 'low' })
      .eq('id', id!)
      .select();
    expect(updated.error?.message).toMatch(/cannot be changed or deleted/);
    const deleted = await service.from('security_events').delete().eq('id', id!).select();
    expect(deleted.error?.message).toMatch(/cannot be changed or deleted/);
  });

  it.skipIf(skip)(
    'changes roles with one audit event each, guarding the last admin and self-demotion',
    async () => {
      const target = await newUser('target');
      const set = (role: string, confirmed = false, as: Actor = 'admin', who = target.id) =>
        clients[as].rpc('admin_set_user_role', { target: who, new_role: role, confirmed });

      expect(await audited(async () => expect((await set('moderator')).error).toBeNull())).toBe(1);
      expect(await lastAudit()).toMatchObject({
        user_id: ids.admin,
        details: {
          action: 'role_change',
          target_user_id: target.id,
          change: { from: 'user', to: 'moderator' },
        },
      });
      // The user sees their new role.
      expect((await target.client.rpc('get_my_role')).data).toBe('moderator');
      expect(
        await audited(async () =>
          expect((await set('moderator')).data).toMatchObject({ changed: false }),
        ),
      ).toBe(0);

      // The only admin cannot demote themselves, confirmed or not.
      expect((await set('user', true, 'admin', ids.admin)).error?.message).toMatch(/last admin/);
      // With a second admin, self-demotion needs the confirmation.
      expect((await set('admin')).error).toBeNull();
      expect((await set('user', false, 'admin', ids.admin)).error?.message).toMatch(/Confirm/);
      expect((await set('user', false, 'admin', ids.admin)).error?.hint).toBe(
        'confirm_self_demotion',
      );

      // Bad input: a clear message, never a 500, nothing changed.
      const bad = await set('superuser');
      expect(bad.error?.message).toBe('The role must be admin, moderator or user');
      expect(bad.status).toBe(400);
      expect(
        (await set('user', false, 'admin', '00000000-0000-4000-8000-000000000000')).error?.message,
      ).toBe('User not found');

      // Two admins changing the same user at once: one consistent state, two audit events.
      const other = await newUser('contested');
      const before = await auditCount();
      const [a, b] = await Promise.all([
        clients.admin.rpc('admin_set_user_role', { target: other.id, new_role: 'moderator' }),
        target.client.rpc('admin_set_user_role', { target: other.id, new_role: 'admin' }),
      ]);
      expect([a.error, b.error]).toEqual([null, null]);
      expect((await auditCount()) - before).toBe(2);
      const roles = await db().query<{ role: string }>(
        'select role from public.user_roles where user_id = $1',
        [other.id],
      );
      expect(roles.rows).toHaveLength(1);
    },
  );

  it.skipIf(skip)(
    'bans (sessions ended, sign-in and refresh refused) and unbans, one audit event each',
    async () => {
      const victim = await newUser('banned');
      const { data: session } = await victim.client.auth.getSession();
      const refreshToken = session.session!.refresh_token;

      expect(
        await audited(async () =>
          expect(
            (await clients.admin.rpc('admin_ban_user', { target: victim.id, hours: 24 })).error,
          ).toBeNull(),
        ),
      ).toBe(1);
      const signIn = await backend
        .client()
        .auth.signInWithPassword({ email: session.session!.user.email!, password: TEST_PASSWORD });
      expect(signIn.error?.code).toBe('user_banned');
      const refreshed = await backend.client().auth.refreshSession({ refresh_token: refreshToken });
      expect(refreshed.error).not.toBeNull();
      expect((await victim.client.auth.getUser()).error).not.toBeNull();
      expect(
        (await clients.admin.rpc('admin_ban_user', { target: ids.admin, hours: 1 })).error?.message,
      ).toBe('You cannot ban yourself');
      expect(
        (await clients.admin.rpc('admin_ban_user', { target: victim.id, hours: 0 })).error?.message,
      ).toMatch(/from 1 hour/);

      const listed = await clients.admin.rpc('admin_list_users', {
        search: session.session!.user.email!,
        page: 1,
        per_page: 10,
      });
      expect(
        (listed.data as { users: { banned_until: string | null }[] }).users[0]?.banned_until,
      ).toBeTruthy();

      expect(
        await audited(async () =>
          expect(
            (await clients.admin.rpc('admin_unban_user', { target: victim.id })).error,
          ).toBeNull(),
        ),
      ).toBe(1);
      const again = await backend
        .client()
        .auth.signInWithPassword({ email: session.session!.user.email!, password: TEST_PASSWORD });
      expect(again.error).toBeNull();
    },
  );

  it.skipIf(skip)('removes MFA factors with one audit event', async () => {
    const user = await newUser('mfa');
    await db().query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status) values (gen_random_uuid(), $1, 'phone app', 'totp', 'verified')`,
      [user.id],
    );
    expect(
      await audited(async () =>
        expect(
          (await clients.admin.rpc('admin_remove_mfa', { target: user.id })).data,
        ).toMatchObject({ factors_removed: 1 }),
      ),
    ).toBe(1);
    expect((await clients.admin.rpc('admin_remove_mfa', { target: user.id })).error?.message).toBe(
      'This user has no MFA factors',
    );
  });

  it.skipIf(skip)(
    'deletes a user signed in elsewhere and sends password resets through admin-users, one audit event each',
    async () => {
      const user = await newUser('doomed');
      const address = (await user.client.auth.getUser()).data.user!.email!;
      const call = (as: Actor, body: Record<string, unknown>) =>
        clients[as].functions.invoke('admin-users', { body });
      const status = async (result: Awaited<ReturnType<typeof call>>) =>
        (result.error as { context?: Response } | null)?.context?.status ?? 200;

      const refused = await call('moderator', {
        action: 'delete',
        user_id: user.id,
        confirm_email: address,
      });
      expect(await status(refused)).toBe(403);
      const wrongTyping = await call('admin', {
        action: 'delete',
        user_id: user.id,
        confirm_email: 'someone@else.test',
      });
      expect(await status(wrongTyping)).toBe(400);

      expect(
        await audited(async () =>
          expect(
            await status(await call('admin', { action: 'reset_password', user_id: user.id })),
          ).toBe(200),
        ),
      ).toBe(1);
      expect(await lastAudit()).toMatchObject({
        details: { action: 'reset_password', target_user_id: user.id },
      });

      expect(
        await audited(async () =>
          expect(
            await status(
              await call('admin', {
                action: 'delete',
                user_id: user.id,
                confirm_email: address.toUpperCase(),
              }),
            ),
          ).toBe(200),
        ),
      ).toBe(1);
      expect((await user.client.auth.getUser()).error).not.toBeNull();
      expect(
        (await db().query('select 1 from auth.users where id = $1', [user.id])).rows,
      ).toHaveLength(0);
      expect(
        await status(
          await call('admin', { action: 'delete', user_id: ids.admin, confirm_email: 'x' }),
        ),
      ).toBe(400);
    },
  );

  it.skipIf(skip)('lists and filters without errors on odd input', async () => {
    const long = 'x'.repeat(10_000);
    const users = await clients.admin.rpc('admin_list_users', {
      search: long,
      page: 1,
      per_page: 25,
    });
    expect(users.error).toBeNull();
    expect(users.data).toMatchObject({ total: 0, users: [] });
    const page = await clients.admin.rpc('admin_list_users', {
      search: null,
      page: -5,
      per_page: 100000,
    });
    expect(page.data).toMatchObject({ page: 1, per_page: 100 });

    const events = (args: Record<string, unknown>) =>
      clients.moderator.rpc('admin_security_events', {
        event_type: null,
        severity: null,
        user_search: null,
        since: null,
        until: null,
        page: 1,
        per_page: 50,
        ...args,
      });
    expect((await events({ severity: 'apocalyptic' })).data).toMatchObject({
      total: 0,
      events: [],
    });
    expect((await events({ since: '2026-12-31', until: '2026-01-01' })).data).toMatchObject({
      total: 0,
    });
    expect((await events({ user_search: long })).data).toMatchObject({ total: 0 });
    const badDate = await events({ since: 'yesterday-ish' });
    expect(badDate.error?.message).toMatch(/The start is not a date/);
    expect(badDate.status).toBe(400);
    const all = await events({});
    const list = (all.data as { events: { created_at: string }[] }).events;
    expect(list.length).toBeGreaterThan(0);
    expect([...list].sort((x, y) => y.created_at.localeCompare(x.created_at))).toEqual(list);

    const feedback = await clients.moderator.rpc('admin_feedback_list', {
      status_filter: 'weird',
      rating_filter: 99,
      page: 1,
      per_page: 10,
    });
    expect(feedback.data).toMatchObject({ total: 0, items: [] });
    const analytics = await clients.admin.rpc('admin_analytics', {
      from_date: '2026-12-31',
      to_date: '2026-01-01',
    });
    expect(analytics.error?.message).toBe('The start date is after the end date');
  });

  it.skipIf(skip)('lets admins (not moderators) mark feedback, with one audit event', async () => {
    const list = await clients.admin.rpc('admin_feedback_list', {
      status_filter: 'new',
      rating_filter: null,
      page: 1,
      per_page: 10,
    });
    const item = (list.data as { items: { id: string }[] }).items[0]!;
    const mark = (as: Actor, status: string | null, note: string | null) =>
      clients[as].rpc('admin_update_feedback', { feedback_id: item.id, new_status: status, note });
    expect((await mark('moderator', 'resolved', null)).error?.message).toBe(
      'Only admins can do this',
    );
    expect(
      await audited(async () =>
        expect((await mark('admin', 'resolved', 'Fixed in 1.2')).error).toBeNull(),
      ),
    ).toBe(1);
    expect((await mark('admin', 'closed', null)).error?.message).toBe(
      'The status must be new, read or resolved',
    );
    const resolved = await clients.moderator.rpc('admin_feedback_list', {
      status_filter: 'resolved',
      rating_filter: null,
      page: 1,
      per_page: 10,
    });
    expect((resolved.data as { items: { id: string; admin_note: string }[] }).items).toEqual([
      expect.objectContaining({ id: item.id, admin_note: 'Fixed in 1.2' }),
    ]);
  });

  it.skipIf(skip)(
    'applies settings at once, refuses bad values, and never returns the AI key',
    async () => {
      const update = (key: string, value: unknown) =>
        clients.admin.rpc('admin_update_setting', { setting_key: key, setting_value: value });

      expect(
        await audited(async () => expect((await update('signups_open', false)).error).toBeNull()),
      ).toBe(1);
      const signUp = await backend
        .client()
        .auth.signUp({ email: email('late'), password: TEST_PASSWORD });
      expect(signUp.error?.message).toMatch(/Sign-ups are closed/);
      expect((await clients.anon.rpc('public_app_settings')).data).toMatchObject({
        signups_open: false,
      });
      expect((await update('signups_open', true)).error).toBeNull();
      expect(
        (await backend.client().auth.signUp({ email: email('early'), password: TEST_PASSWORD }))
          .error,
      ).toBeNull();

      for (const [key, value, message] of [
        ['signups_open', 'yes', /true or false/],
        ['rate_limits', { default: { max_requests: 0, window_minutes: 60 } }, /from 1 to 1000000/],
        ['rate_limits', { default: { max_requests: '100', window_minutes: 60 } }, /as numbers/],
        ['security_monitor', { admin_requests: 10, admin_window_minutes: 5 }, /as numbers/],
        ['sign_in_methods', { password: false, magic_link: false, google: false }, /at least one/],
        ['ai_provider', { url: 'ftp://x', model: 'm' }, /must start with http/],
        ['colour', 'green', /Unknown setting/],
      ] as const) {
        const before = await auditCount();
        const result = await update(key, value);
        expect(result.error?.message, `${key} ${JSON.stringify(result)}`).toMatch(message);
        expect(await auditCount()).toBe(before);
      }
      expect(
        (await update('rate_limits', { default: { max_requests: 250, window_minutes: 30 } })).error,
      ).toBeNull();
      const limits = await db().query<{ max_requests: number }>(
        `select max_requests from public.rate_limit_settings('anything')`,
      );
      expect(limits.rows[0]?.max_requests).toBe(250);

      const secret = 'sk-never-shown-0123456789';
      expect(
        await audited(async () =>
          expect(
            (await clients.admin.rpc('admin_set_ai_api_key', { api_key: secret })).data,
          ).toEqual({ ai_api_key: 'set' }),
        ),
      ).toBe(1);
      expect(
        (await update('ai_provider', { url: 'https://ai.example.test/v1', model: 'small' })).error,
      ).toBeNull();
      const seen: unknown[] = [
        await clients.admin.rpc('admin_get_settings'),
        await clients.admin.rpc('public_app_settings'),
        await clients.admin.from('app_settings').select('*'),
        await clients.admin.from('app_secrets').select('*'),
        await clients.admin.rpc('ai_provider_config'),
        await clients.admin.rpc('admin_security_events', {
          event_type: 'ADMIN_ACTION',
          severity: null,
          user_search: null,
          since: null,
          until: null,
          page: 1,
          per_page: 1000,
        }),
        await backend.client(backend.anonKey).from('app_settings').select('*'),
      ];
      for (const answer of seen) expect(JSON.stringify(answer)).not.toContain(secret);
      expect((seen[0] as { data: { ai_api_key: string } }).data.ai_api_key).toBe('set');
    },
  );

  it.skipIf(skip)(
    "records each Let's Cook search without the user, and serves server metrics to admins only",
    async () => {
      const before = Number(
        (await db().query<{ n: string }>('select count(*)::text as n from public.recipe_searches'))
          .rows[0]?.n,
      );
      const searched = await clients.user.functions.invoke('suggest-recipes-web', {
        body: { ingredients: ['eggs', 'flour', 'milk'] },
      });
      expect(searched.error).toBeNull();
      // Recorded after the answer is sent (the user does not wait for it): wait for the row.
      await expect
        .poll(async () =>
          Number(
            (
              await db().query<{ n: string }>(
                'select count(*)::text as n from public.recipe_searches',
              )
            ).rows[0]?.n,
          ),
        )
        .toBe(before + 1);
      const rows = await db().query<Record<string, unknown>>(
        'select * from public.recipe_searches order by created_at desc limit 1',
      );
      expect(Object.keys(rows.rows[0]!).sort()).toEqual([
        'created_at',
        'id',
        'ingredient_count',
        'ingredient_keys',
        'result_count',
      ]);
      expect(JSON.stringify(rows.rows[0])).not.toContain(ids.user);

      const token = async (actor: Actor) =>
        (await clients[actor].auth.getSession()).data.session?.access_token ?? backend.anonKey;
      const get = async (actor: Actor, path: string) =>
        fetch(`${backend.url}/metrics/v1${path}`, {
          headers: { apikey: backend.anonKey, authorization: `Bearer ${await token(actor)}` },
        });
      for (const actor of ['anon', 'user', 'moderator'] as const) {
        for (const path of ['', '/prometheus', '/status'])
          expect((await get(actor, path)).status, `${actor} ${path}`).toBeGreaterThanOrEqual(401);
      }
      const metrics = (await (await get('admin', '')).json()) as {
        last_hour: { group: string; requests: number }[];
      };
      expect(metrics.last_hour.find((g) => g.group === 'functions')?.requests).toBeGreaterThan(0);
      expect(metrics.last_hour.find((g) => g.group === 'rest')?.requests).toBeGreaterThan(0);
      const text = await (await get('admin', '/prometheus')).text();
      expect(text).toMatch(/^larder_requests_last_hour\{group="auth"\} \d+$/m);
      const status = (await (await get('admin', '/status')).json()) as {
        mail_mode: string;
        database: string;
      };
      expect(status.database).toBe(kind);
      const stats = await clients.admin.rpc('admin_database_stats');
      expect((stats.data as { largest_tables: unknown[] }).largest_tables.length).toBeGreaterThan(
        0,
      );
    },
  );

  it.skipIf(skip)('answers the overview and analytics in aggregates', async () => {
    await db().query(
      `select public.record_recipe_search(array['saffron', 'quinoa'], 0), public.record_recipe_search(array['eggs'], 12)`,
    );
    const overview = await clients.admin.rpc('admin_overview');
    expect(overview.data).toMatchObject({
      searches_today: 3,
      users_total: expect.any(Number),
      open_feedback: expect.any(Number),
    });
    const analytics = await clients.admin.rpc('admin_analytics', {
      from_date: null,
      to_date: null,
    });
    const data = analytics.data as {
      days: { searches: number; empty_searches: number }[];
      empty_search_sets: { ingredients: string }[];
    };
    expect(data.days).toHaveLength(30);
    expect(data.days.at(-1)).toMatchObject({ searches: 3, empty_searches: 1 });
    expect(data.empty_search_sets).toEqual([{ ingredients: 'quinoa, saffron', searches: 1 }]);

    // Recipe opens: counted per recipe and day, unknown slugs ignored, never who opened them.
    const slug = (
      await db().query<{ slug: string; title: string }>(
        'select slug, title from public.recipes order by slug limit 1',
      )
    ).rows[0]!;
    expect((await clients.user.rpc('record_recipe_open', { recipe_slug: slug.slug })).data).toBe(
      true,
    );
    expect((await clients.anon.rpc('record_recipe_open', { recipe_slug: slug.slug })).data).toBe(
      true,
    );
    expect(
      (await clients.anon.rpc('record_recipe_open', { recipe_slug: 'no-such-recipe' })).data,
    ).toBe(false);
    expect((await clients.anon.rpc('record_recipe_open', { recipe_slug: '<script>' })).data).toBe(
      false,
    );
    const opened = await clients.admin.rpc('admin_analytics', { from_date: null, to_date: null });
    expect((opened.data as { top_opened: unknown[] }).top_opened).toEqual([
      { title: slug.title, count: 2 },
    ]);
    expect((await clients.user.from('recipe_opens_daily').select('*')).data ?? []).toEqual([]);
    expect(JSON.stringify(data)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it.skipIf(skip)(
    'refuses sign-in methods the admins switched off, on the server, but never locks admins out',
    async () => {
      const update = (key: string, value: unknown) =>
        clients.admin.rpc('admin_update_setting', { setting_key: key, setting_value: value });
      const userEmail = email('methods-user');
      const adminEmail = email('methods-admin');
      await backend.signedInUser(userEmail);
      await grant((await backend.signedInUser(adminEmail)).id, 'admin');
      const signIn = (address: string, password = TEST_PASSWORD) =>
        backend.client().auth.signInWithPassword({ email: address, password });

      try {
        expect(
          await audited(async () =>
            expect((await update('sign_in_methods', { password: false })).error).toBeNull(),
          ),
        ).toBe(1);
        const refused = await signIn(userEmail);
        expect(refused.data.session).toBeNull();
        expect(refused.error?.message).toBe(
          'Signing in with a password is switched off on this Larder server. Use a magic link or Google instead.',
        );
        expect(refused.error?.status).toBe(422);
        // A wrong password says only that, so the refusal tells no stranger who is an admin.
        expect((await signIn(userEmail, 'not the password')).error?.message).toBe(
          'Invalid login credentials',
        );
        expect(
          (await backend.client().auth.signUp({ email: email('pw-new'), password: TEST_PASSWORD }))
            .error?.message,
        ).toMatch(/password is switched off/);
        // Admins keep password sign-in, so the settings page stays within reach.
        const admin = await signIn(adminEmail);
        expect(admin.error).toBeNull();
        expect(admin.data.session?.access_token).toBeTruthy();
        // Magic links are still offered while only passwords are off.
        expect(
          (
            await backend
              .client()
              .auth.signInWithOtp({ email: userEmail, options: { shouldCreateUser: false } })
          ).error,
        ).toBeNull();

        expect(
          (await update('sign_in_methods', { password: true, magic_link: false, google: false }))
            .error,
        ).toBeNull();
        expect((await signIn(userEmail)).error).toBeNull();
        // A code mailed while magic links were on no longer signs in once they are off.
        const mailed = codeOf(await latestMailTo(backend.url, userEmail));
        const late = await backend
          .client()
          .auth.verifyOtp({ email: userEmail, token: mailed, type: 'email' });
        expect(late.data.session).toBeNull();
        expect(late.error?.message).toMatch(/magic link is switched off/);
        const otp = await backend
          .client()
          .auth.signInWithOtp({ email: userEmail, options: { shouldCreateUser: false } });
        expect(otp.error?.message).toBe(
          'Signing in with a magic link is switched off on this Larder server. Use email and password instead.',
        );
        const google = await fetch(`${backend.url}/auth/v1/authorize?provider=google`, {
          headers: { apikey: backend.anonKey },
          redirect: 'manual',
        });
        expect(google.status).toBe(422);
        expect(((await google.json()) as { message: string }).message).toMatch(
          /Signing in with Google is switched off/,
        );
        // A browser sent there goes back to the app with the reason, never to a page of JSON.
        const browser = await fetch(`${backend.url}/auth/v1/authorize?provider=google`, {
          headers: { apikey: backend.anonKey, accept: 'text/html' },
          redirect: 'manual',
        });
        expect(browser.status).toBe(302);
        const back = new URLSearchParams(
          new URL(browser.headers.get('location') ?? '').hash.slice(1),
        );
        expect(back.get('error_description')).toMatch(/Google is switched off/);

        // Every method off is refused by the SQL validation, whoever writes (here the owner,
        // past the admin function), and changes nothing.
        const before = await auditCount();
        expect((await update('sign_in_methods', { password: false })).error?.message).toMatch(
          /Keep at least one sign-in method/,
        );
        await expect(
          db().query(
            `update public.app_settings set value = '{"password": false, "magic_link": false, "google": false}'
             where key = 'sign_in_methods'`,
          ),
        ).rejects.toThrow(/Keep at least one sign-in method/);
        expect(await auditCount()).toBe(before);
        expect((await clients.anon.rpc('public_app_settings')).data).toMatchObject({
          sign_in_methods: { password: true, magic_link: false, google: false },
        });
      } finally {
        await update('sign_in_methods', { password: true, magic_link: true, google: true });
      }
    },
  );

  it.skipIf(skip)(
    'filters security events by who triggered them or whom they are about, and high with critical as the overview counts',
    async () => {
      const target = await newUser('about');
      expect(
        (
          await clients.admin.rpc('admin_set_user_role', {
            target: target.id,
            new_role: 'moderator',
            confirmed: false,
          })
        ).error,
      ).toBeNull();
      await db().query(
        `select public.log_security_event('XSS_ATTEMPT_BLOCKED', $1, null, null, '{}'::jsonb, 'high'),
                public.log_security_event('HIGH_API_USAGE', $1, null, null, '{}'::jsonb, 'critical'),
                public.log_security_event('HIGH_API_USAGE', $1, null, null, '{}'::jsonb, 'medium')`,
        [target.id],
      );
      type Listed = {
        total: number;
        events: { user_id: string | null; severity: string; details: Record<string, unknown> }[];
      };
      const events = async (args: Record<string, unknown>) => {
        const answer = await clients.moderator.rpc('admin_security_events', {
          event_type: null,
          severity: null,
          user_search: null,
          since: null,
          until: null,
          page: 1,
          per_page: 1000,
          ...args,
        });
        expect(answer.error, JSON.stringify(args)).toBeNull();
        return answer.data as Listed;
      };

      const about = await events({ user_search: target.id, user_match: 'target' });
      expect(about.events.map((e) => [e.user_id, e.details.target_user_id])).toEqual([
        [ids.admin, target.id],
      ]);
      const byThem = await events({ user_search: target.id, user_match: 'actor' });
      expect(byThem.events.length).toBeGreaterThanOrEqual(3);
      expect(byThem.events.every((e) => e.user_id === target.id)).toBe(true);
      const either = await events({ user_search: target.id });
      expect(either.total).toBe(byThem.total + about.total);
      // The email works as well as the id, for the target too.
      const address = (
        await db().query<{ email: string }>('select email from auth.users where id = $1', [
          target.id,
        ])
      ).rows[0]!.email;
      expect((await events({ user_search: address, user_match: 'target' })).total).toBe(1);

      const odd = await clients.admin.rpc('admin_security_events', {
        event_type: null,
        severity: null,
        user_search: target.id,
        since: null,
        until: null,
        page: 1,
        per_page: 10,
        user_match: 'sideways',
      });
      expect(odd.error?.message).toBe('Match the user as actor, target or either');
      expect(odd.status).toBe(400);

      // The overview's card and the page it links to count the same events.
      const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
      const listed = await events({ severity: 'high_critical', since });
      const card = (await clients.admin.rpc('admin_overview')).data as {
        high_severity_24h: number;
      };
      expect(listed.total).toBe(card.high_severity_24h);
      expect(new Set(listed.events.map((e) => e.severity))).toEqual(new Set(['high', 'critical']));
    },
  );

  it.skipIf(skip)(
    'records a batch of searches exactly as one call per search does, for the service role only',
    async () => {
      const long = 'x'.repeat(150);
      const cases: { keys: (string | null)[] | null; count: number | null }[] = [
        { keys: ['eggs', 'flour'], count: 12 },
        { keys: [' milk ', 'eggs', 'milk', '', '   ', null, long], count: 0 },
        {
          keys: Array.from({ length: 60 }, (_, i) => `key-${String(i).padStart(2, '0')}`),
          count: 3,
        },
        { keys: [], count: -5 },
        { keys: null, count: 250000 },
        { keys: ['saffron'], count: null },
      ];
      type Row = { ingredient_keys: string[]; ingredient_count: number; result_count: number };
      const rows =
        'select ingredient_keys, ingredient_count, result_count from public.recipe_searches where not (id = any($1::uuid[]))';
      const recorded = async (record: (tx: Queryable) => Promise<unknown>) => {
        let found: string[] = [];
        await db()
          .transaction(async (tx) => {
            const before = (
              await tx.query<{ id: string }>('select id from public.recipe_searches')
            ).rows.map((r) => r.id);
            await record(tx);
            found = (await tx.query<Row>(rows, [before])).rows.map((r) => JSON.stringify(r)).sort();
            throw new Error('roll back');
          })
          .catch((error: Error) => {
            if (error.message !== 'roll back') throw error;
          });
        return found;
      };
      const one = await recorded(async (tx) => {
        for (const c of cases)
          await tx.query('select public.record_recipe_search($1::text[], $2::integer)', [
            c.keys,
            c.count,
          ]);
      });
      const batch = await recorded(async (tx) => {
        const searches = cases.map((c) => ({
          ...(c.keys === null ? {} : { ingredient_keys: c.keys }),
          ...(c.count === null ? {} : { result_count: c.count }),
        }));
        const n = await tx.query<{ n: number }>(
          'select public.record_recipe_searches($1::jsonb) as n',
          [JSON.stringify(searches)],
        );
        expect(n.rows[0]?.n).toBe(cases.length);
      });
      expect(one).toHaveLength(cases.length);
      expect(batch).toEqual(one);

      for (const bad of [
        { searches: {} },
        { searches: Array.from({ length: 1001 }, () => ({})) },
      ]) {
        const error = await db()
          .query('select public.record_recipe_searches($1::jsonb)', [JSON.stringify(bad.searches)])
          .then(
            () => null,
            (e: { code?: string }) => e,
          );
        expect(error?.code).toBe('22023');
      }
      for (const actor of ['anon', 'user', 'moderator', 'admin'] as const) {
        const { error } = await clients[actor].rpc('record_recipe_searches', {
          searches: [{ ingredient_keys: ['eggs'], result_count: 1 }],
        });
        expect(error?.message, actor).toMatch(/permission denied/);
      }
    },
  );
});
