import { describe, expect, it } from 'vitest';
import type { InputRules } from './validate-input.ts';
import { characterCount, validateInput } from './validate-input.ts';

const ok = (value: string) => ({ ok: true, value });
const err = (error: string) => ({ ok: false, error });

describe('validateInput', () => {
  it.each<[string, InputRules | undefined, ReturnType<typeof ok> | ReturnType<typeof err>]>([
    // required
    ['', undefined, err('This field is required')],
    ['   \n\t', undefined, err('This field is required')],
    ['', { required: false }, ok('')],
    ['  ', { required: false }, ok('')],
    ['<b></b>', undefined, err('This field is required')],
    ['<br>', { required: false }, ok('')],
    // trimming
    ['  eggs  ', undefined, ok('eggs')],
    // max length (default 1000, counted in characters)
    ['a'.repeat(1000), undefined, ok('a'.repeat(1000))],
    ['a'.repeat(1001), undefined, err('Input must be 1000 characters or less')],
    ['a'.repeat(5000), undefined, err('Input must be 1000 characters or less')],
    ['🥑'.repeat(1000), undefined, ok('🥑'.repeat(1000))],
    ['abcdef', { maxLength: 5 }, err('Input must be 5 characters or less')],
    ['abcde', { maxLength: 5 }, ok('abcde')],
    // min length
    ['ab', { minLength: 3 }, err('Input must be at least 3 characters')],
    ['abc', { minLength: 3 }, ok('abc')],
    ['<b>ab</b>', { minLength: 3 }, err('Input must be at least 3 characters')],
    // pattern
    ['abc', { pattern: /^[a-z]+$/ }, ok('abc')],
    ['abc1', { pattern: /^[a-z]+$/ }, err('Input format is invalid')],
    ['abc', { pattern: /^[a-z]+$/g }, ok('abc')],
    // HTML stripped
    ['<b>bold</b> text', undefined, ok('bold text')],
    ['<b>bold</b> <em>text</em>', { allowBasicHtml: true }, ok('<b>bold</b> <em>text</em>')],
    ['<p class="x">para</p><div>d</div>', { allowBasicHtml: true }, ok('<p>para</p>d')],
    ['<style>p{}</style>eggs', undefined, ok('eggs')],
    ['1 < 2 & 3 > 2', undefined, ok('1 < 2 & 3 > 2')],
    // unsafe
    ['<script>alert(1)</script>', undefined, err('Input contains potentially unsafe content')],
    ['<SCRIPT src=x></SCRIPT>', undefined, err('Input contains potentially unsafe content')],
    ['javascript:alert(1)', undefined, err('Input contains potentially unsafe content')],
    ['JaVaScRiPt :alert(1)', undefined, err('Input contains potentially unsafe content')],
    ['<a href="java&#115;cript:x">', undefined, err('Input contains potentially unsafe content')],
    ['<img src=x onerror=alert(1)>', undefined, err('Input contains potentially unsafe content')],
    ['<div onclick="x()">', undefined, err('Input contains potentially unsafe content')],
    ['x onload=alert(1)', undefined, err('Input contains potentially unsafe content')],
    ['data:text/html,<b>x</b>', undefined, err('Input contains potentially unsafe content')],
    ['vbscript:msgbox', undefined, err('Input contains potentially unsafe content')],
    // unsafe once the markup is stripped: "on<load=" becomes "onload="
    [' on<load=', undefined, err('Input contains potentially unsafe content')],
    ['java<span>script:</span>x', undefined, err('Input contains potentially unsafe content')],
    // harmless look-alikes
    ['onions = 2', undefined, ok('onions = 2')],
    ['scripture cake', undefined, ok('scripture cake')],
    ['java coffee: dark roast', undefined, ok('java coffee: dark roast')],
    ['🥑 avocado, ripe', undefined, ok('🥑 avocado, ripe')],
  ])('%j with rules %j → %j', (value, rules, expected) => {
    expect(validateInput(value, rules)).toEqual(expected);
  });

  it('checks the length before the content, so a huge script is a length error', () => {
    expect(validateInput(`<script>${'x'.repeat(2000)}</script>`)).toEqual(
      err('Input must be 1000 characters or less'),
    );
  });
});

describe('characterCount', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['🥑', 1],
    ['crème', 5],
  ])('%j has %i characters', (value, count) => {
    expect(characterCount(value)).toBe(count);
  });
});
