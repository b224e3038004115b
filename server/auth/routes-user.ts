import { requireUser } from './current-user.ts';
import type { AuthApp, AuthDeps } from './deps.ts';
import { redirectParam } from './deps.ts';
import { pkceParams, sendEmailToken } from './email-otp.ts';
import { AuthError, errors } from './errors.ts';
import { objectField, readJsonBody, stringField, validateEmail } from './http.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { resolveRedirect } from './redirect.ts';
import { checkPasswordStrength } from './routes-signup.ts';
import { findUserByEmail, findUserById, serializeUser } from './users.ts';

/** GET/PUT /user, POST /logout, GET /settings and the JWKS. */
export function registerUserRoutes(app: AuthApp, deps: AuthDeps): void {
  const { ctx, settings } = deps;

  app.get('/user', async (c) => {
    const { user } = await requireUser(ctx, c);
    return c.json(await serializeUser(ctx.db, user));
  });

  app.put('/user', async (c) => {
    const { user } = await requireUser(ctx, c);
    const body = await readJsonBody(c);
    if (body.phone)
      throw new AuthError(422, 'phone_provider_disabled', 'Unsupported phone provider');

    const password = stringField(body, 'password');
    if (password !== undefined) {
      checkPasswordStrength(password);
      const current = stringField(body, 'current_password');
      if (
        current !== undefined &&
        user.encrypted_password &&
        !(await verifyPassword(user.encrypted_password, current))
      ) {
        throw new AuthError(
          400,
          'current_password_mismatch',
          'Current password required when setting new password.',
        );
      }
      if (user.encrypted_password && (await verifyPassword(user.encrypted_password, password))) {
        throw new AuthError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      await ctx.db.query(
        'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
        [user.id, await hashPassword(password)],
      );
    }

    const data = objectField(body, 'data');
    if (data) {
      const merged = { ...user.raw_user_meta_data };
      for (const [k, v] of Object.entries(data)) {
        if (v === null) delete merged[k];
        else merged[k] = v;
      }
      await ctx.db.query(
        'update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1',
        [user.id, JSON.stringify(merged)],
      );
    }

    if (body.email !== undefined && body.email !== null) {
      const email = validateEmail(body.email);
      if (email !== (user.email ?? '').toLowerCase()) {
        const taken = await findUserByEmail(ctx.db, email);
        if (taken) {
          throw new AuthError(
            422,
            'email_exists',
            'A user with this email address has already been registered',
          );
        }
        if (settings.autoconfirm) {
          await ctx.db.query(`update auth.users set email = $2, updated_at = now() where id = $1`, [
            user.id,
            email,
          ]);
          await ctx.db.query(
            `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
             where user_id = $1 and provider = 'email'`,
            [user.id, email],
          );
        } else {
          await ctx.db.query(`update auth.users set email_change = $2 where id = $1`, [
            user.id,
            email,
          ]);
          const pending = await findUserById(ctx.db, user.id);
          if (pending) {
            const redirectTo = resolveRedirect(ctx, redirectParam(c));
            await sendEmailToken(
              ctx,
              settings,
              ctx.db,
              pending,
              'email_change',
              redirectTo,
              pkceParams(body),
            );
          }
        }
      }
    }
    const fresh = await findUserById(ctx.db, user.id);
    if (!fresh) throw errors.userNotFound();
    return c.json(await serializeUser(ctx.db, fresh));
  });

  app.post('/logout', async (c) => {
    const { user, sessionId } = await requireUser(ctx, c);
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw errors.validation(`Unsupported logout scope "${scope}"`);
    }
    if (scope === 'global' || !sessionId) {
      await ctx.db.query('delete from auth.sessions where user_id = $1', [user.id]);
    } else if (scope === 'local') {
      await ctx.db.query('delete from auth.sessions where id = $1', [sessionId]);
    } else {
      await ctx.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
        user.id,
        sessionId,
      ]);
    }
    return c.body(null, 204);
  });

  app.get('/settings', (c) =>
    c.json({
      external: {
        anonymous_users: false,
        email: true,
        phone: false,
        google: settings.google !== null,
        apple: false,
        azure: false,
        bitbucket: false,
        discord: false,
        facebook: false,
        figma: false,
        fly: false,
        github: false,
        gitlab: false,
        keycloak: false,
        kakao: false,
        linkedin: false,
        linkedin_oidc: false,
        notion: false,
        spotify: false,
        slack: false,
        slack_oidc: false,
        workos: false,
        twitch: false,
        twitter: false,
        zoom: false,
        ...Object.fromEntries([...settings.oauthProviders.keys()].map((name) => [name, true])),
      },
      disable_signup: settings.disableSignup,
      mailer_autoconfirm: settings.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json({ keys: [ctx.keys.publicJwk] });
  });
}
