import type { ServerContext } from '../context.ts';
import { AuthError } from './errors.ts';
import { validateEmail } from './http.ts';
import { hashPassword } from './passwords.ts';
import { checkPasswordStrength } from './routes-signup.ts';
import { findUserByEmail, createEmailUser } from './users.ts';

type AdminContext = Pick<ServerContext, 'db'>;

/** Turns a GoTrue-style error into a plain Error with its message (for the CLI). */
function plain<T>(fn: () => Promise<T>): Promise<T> {
  return fn().catch((error: unknown) => {
    if (error instanceof AuthError) throw new Error(error.message, { cause: error });
    throw error;
  });
}

/** `larder create-user`: an email/password user, confirmed or awaiting confirmation. */
export function createUser(
  ctx: AdminContext,
  input: {
    email: string;
    password: string;
    confirmed: boolean;
    userMetadata?: Record<string, unknown>;
  },
): Promise<{ id: string }> {
  return plain(async () => {
    const email = validateEmail(input.email);
    checkPasswordStrength(input.password);
    if (await findUserByEmail(ctx.db, email)) {
      throw new Error(`A user with the email ${email} already exists`);
    }
    const user = await createEmailUser(ctx.db, {
      email,
      encryptedPassword: await hashPassword(input.password),
      confirmed: input.confirmed,
      userMetadata: input.userMetadata,
    });
    return { id: user.id };
  });
}

/** `larder reset-password`: sets a new password and signs the user out everywhere. */
export function resetPassword(
  ctx: AdminContext,
  email: string,
  newPassword: string,
): Promise<{ id: string }> {
  return plain(async () => {
    const user = await findUserByEmail(ctx.db, validateEmail(email));
    if (!user) throw new Error(`No user with the email ${email}`);
    checkPasswordStrength(newPassword);
    const encrypted = await hashPassword(newPassword);
    await ctx.db.transaction(async (tx) => {
      await tx.query(
        `update auth.users set encrypted_password = $2, recovery_token = '', updated_at = now() where id = $1`,
        [user.id, encrypted],
      );
      await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
    });
    return { id: user.id };
  });
}

/**
 * Deletes the user. Sessions, refresh tokens, identities, factors and flow state go with it by
 * cascade; rows the migrations link to auth.users are removed by their own foreign keys.
 * Returns false when there was no such user.
 */
export async function deleteUser(ctx: AdminContext, id: string): Promise<boolean> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return false;
  const result = await ctx.db.query('delete from auth.users where id = $1 returning id', [id]);
  return result.rows.length > 0;
}
