import type { AuthApp, AuthContext, AuthDeps } from './deps.ts';
import { deleteUser } from './admin.ts';
import { AuthError, errors } from './errors.ts';
import { JwtVerificationError, verifyJwt } from './keys.ts';
import { objectField, readJsonBody, stringField, validateEmail } from './http.ts';
import { hashPassword } from './passwords.ts';
import { checkPasswordStrength } from './routes-signup.ts';
import {
  createEmailUser,
  findUserByEmail,
  findUserById,
  serializeUser,
  type UserRow,
} from './users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GoTrue's admin check: a service_role JWT as bearer, else 403 not_admin. */
async function requireAdmin(deps: AuthDeps, c: AuthContext): Promise<void> {
  const token = /^bearer\s+(\S+)\s*$/i.exec((c.req.header('authorization') ?? '').trim())?.[1];
  if (!token) throw errors.noAuthorization();
  try {
    const claims = await verifyJwt(deps.ctx.keys, token);
    if (claims.role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
  } catch (error) {
    if (error instanceof JwtVerificationError) throw errors.badJwt(error.message);
    throw error;
  }
}

async function userOr404(deps: AuthDeps, id: string): Promise<UserRow> {
  const user = UUID.test(id) ? await findUserById(deps.ctx.db, id) : null;
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

/** Go duration (`24h`, `90m`, `1h30m`, `3600s`) in milliseconds, or null when malformed. */
function parseDuration(value: string): number | null {
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(h|m|s|ms)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== value) return null;
  const unit: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };
  return parts.reduce((sum, p) => sum + Number(p[1]) * (unit[p[2] as string] ?? 0), 0);
}

/** The admin API auth-js's `auth.admin.*` calls (service role only): create, list, get, update, delete users. */
export function registerAdminRoutes(app: AuthApp, deps: AuthDeps): void {
  const db = deps.ctx.db;

  app.post('/admin/users', async (c) => {
    await requireAdmin(deps, c);
    const body = await readJsonBody(c);
    const email = validateEmail(body.email);
    const password = stringField(body, 'password');
    if (password !== undefined) checkPasswordStrength(password);
    if (await findUserByEmail(db, email)) {
      throw new AuthError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    const user = await createEmailUser(db, {
      email,
      encryptedPassword: password ? await hashPassword(password) : null,
      confirmed: body.email_confirm === true,
      userMetadata: objectField(body, 'user_metadata') ?? {},
    });
    const appMetadata = objectField(body, 'app_metadata');
    if (appMetadata) {
      await db.query(
        'update auth.users set raw_app_meta_data = raw_app_meta_data || $2 where id = $1',
        [user.id, JSON.stringify(appMetadata)],
      );
    }
    return c.json(await serializeUser(db, (await findUserById(db, user.id)) ?? user));
  });

  app.get('/admin/users', async (c) => {
    await requireAdmin(deps, c);
    const page = Math.max(1, Number(c.req.query('page') ?? 1) || 1);
    const perPage = Math.min(1000, Math.max(1, Number(c.req.query('per_page') ?? 50) || 50));
    const total = await db.query<{ n: string }>('select count(*)::text as n from auth.users');
    const { rows } = await db.query<UserRow>(
      'select * from auth.users order by created_at desc limit $1 offset $2',
      [perPage, (page - 1) * perPage],
    );
    c.header('X-Total-Count', total.rows[0]?.n ?? '0');
    return c.json({
      users: await Promise.all(rows.map((u) => serializeUser(db, u))),
      aud: 'authenticated',
    });
  });

  app.get('/admin/users/:id', async (c) => {
    await requireAdmin(deps, c);
    return c.json(await serializeUser(db, await userOr404(deps, c.req.param('id'))));
  });

  app.put('/admin/users/:id', async (c) => {
    await requireAdmin(deps, c);
    const user = await userOr404(deps, c.req.param('id'));
    const body = await readJsonBody(c);
    const password = stringField(body, 'password');
    if (password !== undefined) {
      checkPasswordStrength(password);
      await db.query('update auth.users set encrypted_password = $2 where id = $1', [
        user.id,
        await hashPassword(password),
      ]);
    }
    if (body.email_confirm === true) {
      await db.query(
        'update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1',
        [user.id],
      );
    }
    const userMetadata = objectField(body, 'user_metadata');
    if (userMetadata) {
      await db.query('update auth.users set raw_user_meta_data = $2 where id = $1', [
        user.id,
        JSON.stringify(userMetadata),
      ]);
    }
    const appMetadata = objectField(body, 'app_metadata');
    if (appMetadata) {
      await db.query(
        'update auth.users set raw_app_meta_data = raw_app_meta_data || $2 where id = $1',
        [user.id, JSON.stringify(appMetadata)],
      );
    }
    const ban = stringField(body, 'ban_duration');
    if (ban !== undefined) {
      if (ban === 'none') {
        await db.query('update auth.users set banned_until = null where id = $1', [user.id]);
      } else {
        const ms = parseDuration(ban);
        if (ms === null) throw errors.validation('invalid format for ban duration');
        await db.query(
          `update auth.users set banned_until = now() + ($2::text || ' milliseconds')::interval where id = $1`,
          [user.id, String(ms)],
        );
        await db.query('delete from auth.sessions where user_id = $1', [user.id]);
      }
    }
    await db.query('update auth.users set updated_at = now() where id = $1', [user.id]);
    return c.json(await serializeUser(db, (await findUserById(db, user.id)) ?? user));
  });

  app.delete('/admin/users/:id', async (c) => {
    await requireAdmin(deps, c);
    const user = await userOr404(deps, c.req.param('id'));
    const serialized = await serializeUser(db, user);
    await deleteUser(deps.ctx, user.id);
    return c.json(serialized);
  });
}
