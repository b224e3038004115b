import { describe, expect, it } from 'vitest';
import { containsUnsafeContent } from './unsafe-content.ts';

describe('containsUnsafeContent', () => {
  it.each([
    '<script>alert(1)</script>',
    '< script>',
    '</script>',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'java&#x73;cript:alert(1)',
    'javascript&colon;alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'DATA: text/html,<b>',
    '<img src=x onerror=alert(1)>',
    '<svg/onload=alert(1)>',
    '<body onpageshow="x">',
    'x onmouseover=alert(1)',
    '" onfocus="alert(1)',
  ])('flags %j', (value) => {
    expect(containsUnsafeContent(value)).toBe(true);
  });

  it.each([
    'eggs',
    'onions = 2',
    'onion',
    'scripture cake',
    'java beans',
    'data: text only',
    'lemon: 2',
    '🥑 avocado',
    'salt & pepper',
    'a < b > c',
    'ton = 5',
    'facial expression (smile)',
  ])('lets %j through', (value) => {
    expect(containsUnsafeContent(value)).toBe(false);
  });
});
