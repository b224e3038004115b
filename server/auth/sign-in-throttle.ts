import type { Database } from '../db/database.ts';

/** Wrong passwords for one account before it is locked for password sign-in. */
export const SIGN_IN_FREE_FAILURES = 5;
/** The first lock; each wrong password after a lock doubles it, up to SIGN_IN_MAX_LOCK_MS. */
export const SIGN_IN_FIRST_LOCK_MS = 60_000;
export const SIGN_IN_MAX_LOCK_MS = 60 * 60_000;
/** Failures are forgotten after this long without one. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

interface AccountState {
  failures: number;
  lockedUntil: number;
  lastFailure: number;
}

/**
 * Per-account brute-force protection for the password grant, separate from the per-address limit
 * (an attacker sharing the victim's address must not lock the victim out of every account, and an
 * attacker spreading over many addresses must still be slowed on one account). Keyed by the
 * normalised email whether or not the account exists, so a lock reveals nothing.
 *
 * After SIGN_IN_FREE_FAILURES wrong passwords the account is locked for password sign-in for
 * SIGN_IN_FIRST_LOCK_MS; every wrong password tried after a lock doubles the next lock (capped).
 * While locked even the right password is refused. A correct password outside a lock, a magic
 * link or a password-reset link (proof of the mailbox) clears the count. Held in memory: one
 * server process owns its data folder.
 */
export class SignInThrottle {
  private readonly accounts = new Map<string, AccountState>();

  constructor(private readonly db: Database | null) {}

  /** Milliseconds the account is still locked for (0: it may try a password). */
  lockedFor(email: string, now = Date.now()): number {
    const state = this.accounts.get(key(email));
    return state ? Math.max(0, state.lockedUntil - now) : 0;
  }

  /** Counts a wrong password; returns the lock it starts (0: none yet). */
  async failed(
    email: string,
    details: { userId: string | null; ip: string },
    now = Date.now(),
  ): Promise<number> {
    const k = key(email);
    let state = this.accounts.get(k);
    if (!state || now - state.lastFailure > FORGET_AFTER_MS) {
      if (this.accounts.size > 100_000) this.prune(now);
      state = { failures: 0, lockedUntil: 0, lastFailure: now };
      this.accounts.set(k, state);
    }
    state.failures += 1;
    state.lastFailure = now;
    if (state.failures < SIGN_IN_FREE_FAILURES) return 0;
    const lockMs = Math.min(
      SIGN_IN_FIRST_LOCK_MS * 2 ** (state.failures - SIGN_IN_FREE_FAILURES),
      SIGN_IN_MAX_LOCK_MS,
    );
    state.lockedUntil = now + lockMs;
    await this.logLock(details, state.failures, lockMs);
    return lockMs;
  }

  /** A correct password (outside a lock), magic link or reset link. */
  clear(email: string | null | undefined): void {
    if (email) this.accounts.delete(key(email));
  }

  private async logLock(
    details: { userId: string | null; ip: string },
    failures: number,
    lockMs: number,
  ): Promise<void> {
    if (!this.db) return;
    try {
      await this.db.query(
        `insert into public.security_events (event_type, user_id, ip_address, details, severity)
         values ('RATE_LIMIT_EXCEEDED', $1, $2, $3::jsonb, 'high')`,
        [
          details.userId,
          details.ip.slice(0, 64),
          JSON.stringify({
            action: 'password_sign_in',
            reason: 'account_locked',
            failures,
            lock_seconds: lockMs / 1000,
          }),
        ],
      );
    } catch (error) {
      // The lock holds without its audit row; say why the row is missing.
      console.error('[auth] could not record the sign-in lock:', (error as Error).message);
    }
  }

  private prune(now: number): void {
    for (const [k, s] of this.accounts)
      if (s.lockedUntil < now && now - s.lastFailure > SIGN_IN_FIRST_LOCK_MS)
        this.accounts.delete(k);
  }
}

function key(email: string): string {
  return email.trim().toLowerCase();
}

/** "Try again in N minute(s)" for a lock of ms milliseconds. */
export function lockMessage(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `Too many failed sign-in attempts for this account. Try again in ${minutes} minute(s), or sign in with a magic link or reset your password.`;
}
