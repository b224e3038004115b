import { containsUnsafeContent } from '../security/unsafe-content.ts';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './limits.ts';
import { VALIDATION_MESSAGES } from './messages.ts';
import type { InputCheck } from './validate-input.ts';

/** Local part (dot-atom, ≤ 64) @ domain of labels (≤ 63, no edge hyphens) with a dot and a letter TLD. */
const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * Email check (spec §5): required, at most 254 characters, a standard address.
 * Success carries the sanitised address: trimmed and lower-cased (the backend
 * treats addresses case-insensitively too).
 */
export function validateEmail(value: string): InputCheck {
  const trimmed = String(value ?? '').trim();
  if (trimmed === '') return { ok: false, error: VALIDATION_MESSAGES.emailRequired };
  if (trimmed.length > EMAIL_MAX_LENGTH)
    return { ok: false, error: VALIDATION_MESSAGES.emailTooLong(EMAIL_MAX_LENGTH) };
  if (containsUnsafeContent(trimmed) || !EMAIL_PATTERN.test(trimmed)) {
    return { ok: false, error: VALIDATION_MESSAGES.emailInvalid };
  }
  return { ok: true, value: trimmed.toLowerCase() };
}

/**
 * Sign-in password check (spec §5, §9): required and at most 128 characters.
 * The value is returned untouched (passwords are never trimmed or stripped).
 * A too-long password should also be logged as suspicious by the caller.
 */
export function validateSignInPassword(value: string): InputCheck {
  const password = String(value ?? '');
  if (password === '') return { ok: false, error: VALIDATION_MESSAGES.passwordRequired };
  if (password.length > PASSWORD_MAX_LENGTH) {
    return { ok: false, error: VALIDATION_MESSAGES.passwordTooLong(PASSWORD_MAX_LENGTH) };
  }
  return { ok: true, value: password };
}
