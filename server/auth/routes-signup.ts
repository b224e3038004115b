import type { AuthApp, AuthDeps } from './deps.ts';
import { limit, redirectParam } from './deps.ts';
import { pkceParams, sendEmailToken } from './email-otp.ts';
import { AuthError, errors } from './errors.ts';
import { clientIp, objectField, readJsonBody, stringField, validateEmail } from './http.ts';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './passwords.ts';
import { resolveRedirect } from './redirect.ts';
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  createEmailUser,
  obfuscatedUser,
  serializeUser,
  signupsOpen,
  SIGNUPS_CLOSED_MESSAGE,
} from './users.ts';
import { signIn } from './sessions.ts';
import { assertMethodOn } from './sign-in-methods.ts';

export function checkPasswordStrength(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw errors.weakPassword(MIN_PASSWORD_LENGTH);
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new AuthError(
      422,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
    );
  }
}

/** POST /signup, /otp, /resend, /recover: the endpoints that send mail. */
export function registerSignupRoutes(app: AuthApp, deps: AuthDeps): void {
  const { ctx, settings } = deps;

  app.post('/signup', async (c) => {
    limit(deps.limits.email, c);
    const body = await readJsonBody(c);
    if (settings.disableSignup)
      throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
    if (!(await signupsOpen(ctx.db)))
      throw new AuthError(422, 'signup_disabled', SIGNUPS_CLOSED_MESSAGE);
    if (body.phone && !body.email)
      throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    if (body.email === undefined && body.password === undefined) {
      throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    }
    const email = validateEmail(body.email);
    const password = stringField(body, 'password');
    if (!password)
      throw new AuthError(422, 'validation_failed', 'Signup requires a valid password');
    await assertMethodOn(ctx.db, 'password');
    checkPasswordStrength(password);
    const data = objectField(body, 'data') ?? {};
    const redirectTo = resolveRedirect(ctx, redirectParam(c));
    const pkce = pkceParams(body);
    const existing = await findUserByEmail(ctx.db, email);

    if (existing?.email_confirmed_at) {
      if (settings.autoconfirm)
        throw new AuthError(422, 'user_already_exists', 'User already registered');
      return c.json(obfuscatedUser(email, data));
    }
    let user = existing;
    if (!user) {
      user = await createEmailUser(ctx.db, {
        email,
        encryptedPassword: await hashPassword(password),
        confirmed: false,
        userMetadata: data,
      });
    }
    if (settings.autoconfirm) {
      await confirmEmail(ctx.db, user.id);
      const session = await signIn(ctx, settings, ctx.db, user.id, {
        method: 'password',
        ip: clientIp(c),
        userAgent: c.req.header('user-agent'),
      });
      return c.json(session);
    }
    await sendEmailToken(ctx, settings, ctx.db, user, 'signup', redirectTo, pkce);
    const fresh = await findUserById(ctx.db, user.id);
    return c.json(await serializeUser(ctx.db, fresh ?? user));
  });

  app.post('/otp', async (c) => {
    limit(deps.limits.email, c);
    const body = await readJsonBody(c);
    if (body.phone && !body.email)
      throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
    const email = validateEmail(body.email);
    await assertMethodOn(ctx.db, 'magic_link');
    const createUser = body.create_user !== false;
    const redirectTo = resolveRedirect(ctx, redirectParam(c));
    const pkce = pkceParams(body);
    let user = await findUserByEmail(ctx.db, email);
    if (!user) {
      if (!createUser || settings.disableSignup) {
        throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      }
      if (!(await signupsOpen(ctx.db)))
        throw new AuthError(422, 'signup_disabled', SIGNUPS_CLOSED_MESSAGE);
      user = await createEmailUser(ctx.db, {
        email,
        encryptedPassword: null,
        confirmed: false,
        userMetadata: objectField(body, 'data') ?? {},
      });
    }
    if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) return c.json({});
    const kind = user.email_confirmed_at ? 'magiclink' : 'signup';
    await sendEmailToken(ctx, settings, ctx.db, user, kind, redirectTo, pkce);
    return c.json({});
  });

  app.post('/resend', async (c) => {
    limit(deps.limits.email, c);
    const body = await readJsonBody(c);
    const type = stringField(body, 'type');
    if (type !== 'signup' && type !== 'email_change') {
      throw errors.validation(
        'Missing one of these types: signup, email_change, sms, phone_change',
      );
    }
    const email = validateEmail(body.email);
    const redirectTo = resolveRedirect(ctx, redirectParam(c));
    const pkce = pkceParams(body);
    if (type === 'signup') {
      const user = await findUserByEmail(ctx.db, email);
      if (user && !user.email_confirmed_at) {
        await sendEmailToken(ctx, settings, ctx.db, user, 'signup', redirectTo, pkce);
      }
      return c.json({});
    }
    const { rows } = await ctx.db.query<{ id: string }>(
      `select id from auth.users where lower(email) = $1 or lower(email_change) = $1`,
      [email],
    );
    const user = rows[0] ? await findUserById(ctx.db, rows[0].id) : null;
    if (user?.email_change)
      await sendEmailToken(ctx, settings, ctx.db, user, 'email_change', redirectTo, pkce);
    return c.json({});
  });

  app.post('/recover', async (c) => {
    limit(deps.limits.email, c);
    const body = await readJsonBody(c);
    const email = validateEmail(body.email);
    const redirectTo = resolveRedirect(ctx, redirectParam(c));
    const pkce = pkceParams(body);
    const user = await findUserByEmail(ctx.db, email);
    if (user) await sendEmailToken(ctx, settings, ctx.db, user, 'recovery', redirectTo, pkce);
    return c.json({});
  });
}
