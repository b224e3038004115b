import { describe, expect, it } from 'vitest';
import { validateEmail, validateSignInPassword } from './email.ts';

describe('validateEmail', () => {
  it.each([
    ['user@example.com', 'user@example.com'],
    ['  User@Example.COM ', 'user@example.com'],
    ['first.last+tag@sub.example.co.uk', 'first.last+tag@sub.example.co.uk'],
    ["o'brien@example.ie", "o'brien@example.ie"],
    ['a@b-c.io', 'a@b-c.io'],
  ])('accepts %j as %j', (input, value) => {
    expect(validateEmail(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    [`${'a'.repeat(245)}@example.com`, 'Email must be 254 characters or less'],
    ['plainaddress', 'Please enter a valid email address'],
    ['@example.com', 'Please enter a valid email address'],
    ['user@', 'Please enter a valid email address'],
    ['user@example', 'Please enter a valid email address'],
    ['user@@example.com', 'Please enter a valid email address'],
    ['user.@example.com', 'Please enter a valid email address'],
    ['us..er@example.com', 'Please enter a valid email address'],
    ['user@-example.com', 'Please enter a valid email address'],
    ['user name@example.com', 'Please enter a valid email address'],
    ['<script>@example.com', 'Please enter a valid email address'],
    [`${'a'.repeat(65)}@example.com`, 'Please enter a valid email address'],
    ['user@example.c0m', 'Please enter a valid email address'],
  ])('refuses %j with %j', (input, error) => {
    expect(validateEmail(input)).toEqual({ ok: false, error });
  });
});

describe('validateSignInPassword', () => {
  it.each([
    ['', { ok: false, error: 'Password is required' }],
    ['p'.repeat(129), { ok: false, error: 'Password must be 128 characters or less' }],
    ['p'.repeat(128), { ok: true, value: 'p'.repeat(128) }],
    ['  spaced <b> ', { ok: true, value: '  spaced <b> ' }],
  ])('%j → %j', (input, expected) => {
    expect(validateSignInPassword(input)).toEqual(expected);
  });
});
