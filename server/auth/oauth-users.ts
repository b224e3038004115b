import type { Queryable } from '../db/database.ts';
import type { ProviderTokens } from './oidc-client.ts';
import { AuthError } from './errors.ts';
import {
  findUserByEmail,
  findUserById,
  insertEmailUser,
  signupsOpen,
  SIGNUPS_CLOSED_MESSAGE,
  type UserRow,
} from './users.ts';

/** GoTrue's identity_data / user_metadata for an OpenID Connect sign-in. */
function identityData(issuer: string, claims: ProviderTokens['claims']): Record<string, unknown> {
  const data: Record<string, unknown> = {
    iss: issuer,
    sub: claims.sub,
    provider_id: claims.sub,
    email: claims.email?.toLowerCase(),
    email_verified: claims.email_verified === true,
    phone_verified: false,
  };
  if (claims.name) {
    data.name = claims.name;
    data.full_name = claims.name;
  }
  if (claims.picture) {
    data.picture = claims.picture;
    data.avatar_url = claims.picture;
  }
  return data;
}

/**
 * Finds or creates the user of an external identity: the identity itself; else the account with the
 * same (provider-verified) email, which gets the identity linked; else a new user. An unconfirmed
 * account being linked loses its unverified password (pre-account-takeover protection).
 */
export async function userForIdentity(
  q: Queryable,
  provider: string,
  issuer: string,
  claims: ProviderTokens['claims'],
): Promise<UserRow> {
  const sub = claims.sub;
  if (!sub) throw new AuthError(400, 'validation_failed', 'Missing sub claim from provider');
  const data = identityData(issuer, claims);
  const existing = await q.query<{ user_id: string }>(
    'select user_id from auth.identities where provider = $1 and provider_id = $2',
    [provider, sub],
  );
  let userId = existing.rows[0]?.user_id;
  if (userId) {
    await q.query(
      `update auth.identities set identity_data = $3, last_sign_in_at = now(), updated_at = now()
       where provider = $1 and provider_id = $2`,
      [provider, sub, JSON.stringify(data)],
    );
  } else {
    const email = claims.email?.toLowerCase();
    if (!email)
      throw new AuthError(
        422,
        'provider_email_needs_verification',
        'Error getting user email from external provider',
      );
    if (claims.email_verified !== true) {
      throw new AuthError(
        422,
        'provider_email_needs_verification',
        `Unverified email with ${provider}`,
      );
    }
    const byEmail = await findUserByEmail(q, email);
    if (byEmail) {
      userId = byEmail.id;
      if (!byEmail.email_confirmed_at) {
        await q.query(
          `update auth.users set encrypted_password = null, email_confirmed_at = now(), confirmation_token = ''
           where id = $1`,
          [userId],
        );
      }
    } else {
      if (!(await signupsOpen(q)))
        throw new AuthError(422, 'signup_disabled', SIGNUPS_CLOSED_MESSAGE);
      const created = await insertEmailUser(q, {
        email,
        encryptedPassword: null,
        confirmed: true,
        userMetadata: data,
        provider,
      });
      userId = created.id;
    }
    await q.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
       values ($1, $2, $3, $4, now())`,
      [sub, userId, JSON.stringify(data), provider],
    );
    await q.query(
      `update auth.users set raw_app_meta_data = jsonb_set(raw_app_meta_data, '{providers}',
         (select coalesce(jsonb_agg(distinct p), '[]'::jsonb) from (
            select jsonb_array_elements_text(coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb)) as p
            union select $2::text) ps)),
         updated_at = now()
       where id = $1`,
      [userId, provider],
    );
  }
  const user = await findUserById(q, userId);
  if (!user) throw new AuthError(500, 'unexpected_failure', 'User vanished during sign-in');
  return user;
}
