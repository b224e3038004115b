import { stripHtml } from '../security/strip-html.ts';
import { containsUnsafeContent } from '../security/unsafe-content.ts';
import { INPUT_MAX_LENGTH } from './limits.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

export interface InputRules {
  /** Default true. */
  required?: boolean;
  /** Default 1000 (spec §9). Counted in characters (code points), so an emoji counts once. */
  maxLength?: number;
  minLength?: number;
  /** Tested against the cleaned value. Global/sticky flags are ignored. */
  pattern?: RegExp;
  /** Keep b, i, em, strong, p and br (without attributes). */
  allowBasicHtml?: boolean;
}

export type InputCheck = { ok: true; value: string } | { ok: false; error: string };

/** Length in code points, so "🥑" counts as one character. */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

function testPattern(pattern: RegExp, value: string): boolean {
  const flags = pattern.flags.replace(/[gy]/g, '');
  return new RegExp(pattern.source, flags).test(value);
}

/**
 * The generic input check (spec §5), in this order: trim; required ("This field
 * is required"); max length on the raw text ("Input must be {n} characters or
 * less"); unsafe content refused ("Input contains potentially unsafe
 * content"); HTML stripped; required again if stripping left nothing; min
 * length and pattern on the cleaned value. Success carries the cleaned value.
 */
export function validateInput(value: string, rules: InputRules = {}): InputCheck {
  const required = rules.required ?? true;
  const maxLength = rules.maxLength ?? INPUT_MAX_LENGTH;
  const trimmed = String(value ?? '').trim();

  if (trimmed === '') {
    return required ? { ok: false, error: VALIDATION_MESSAGES.required } : { ok: true, value: '' };
  }
  // Cheap guard first: a huge paste is refused without scanning it all.
  if (trimmed.length > maxLength * 2 || characterCount(trimmed) > maxLength) {
    return { ok: false, error: VALIDATION_MESSAGES.tooLong(maxLength) };
  }
  if (containsUnsafeContent(trimmed)) return { ok: false, error: VALIDATION_MESSAGES.unsafe };

  const cleaned = stripHtml(trimmed, { allowBasicHtml: rules.allowBasicHtml === true }).trim();
  // Stripping can join what was apart into something unsafe ("on<load=" → "onload=").
  if (containsUnsafeContent(cleaned)) return { ok: false, error: VALIDATION_MESSAGES.unsafe };
  if (cleaned === '') {
    return required ? { ok: false, error: VALIDATION_MESSAGES.required } : { ok: true, value: '' };
  }
  if (rules.minLength !== undefined && characterCount(cleaned) < rules.minLength) {
    return { ok: false, error: VALIDATION_MESSAGES.tooShort(rules.minLength) };
  }
  if (rules.pattern !== undefined && !testPattern(rules.pattern, cleaned)) {
    return { ok: false, error: VALIDATION_MESSAGES.invalidFormat };
  }
  return { ok: true, value: cleaned };
}
