import { describe, expect, it } from 'vitest';
import { stripHtml } from './strip-html.ts';

describe('stripHtml', () => {
  it.each([
    ['plain text', 'plain text'],
    ['<b>bold</b>', 'bold'],
    ['<p>para</p><br/>next', 'paranext'],
    ['<script>alert(1)</script>after', 'after'],
    ['<SCRIPT type="x">alert(1)</SCRIPT >after', 'after'],
    ['before<script>alert(1)', 'before'],
    ['<style>body{}</style>x', 'x'],
    ['<!-- comment -->x', 'x'],
    ['<![CDATA[ x ]]>y', 'y'],
    ['<scr<script>ipt>alert(1)</script>', 'scr'],
    ['<<script>script>alert(1)<</script>/script>', '/script>'],
    ['<<</', '/'],
    ['a << b', 'a << b'],
    ['<script', 'script'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<a href="javascript:x">link</a>', 'link'],
    ['1 < 2 and 3 > 2', '1 < 2 and 3 > 2'],
    ['a<b', 'ab'],
    ['&lt;script&gt;', '&lt;script&gt;'],
    ['🥑 <i>avocado</i>', '🥑 avocado'],
    ['nul\u0000byte', 'nulbyte'],
  ])('strips %j to %j', (input, expected) => {
    expect(stripHtml(input)).toBe(expected);
  });

  it.each([
    [
      '<b>bold</b> <i>it</i> <em>e</em> <strong>s</strong>',
      '<b>bold</b> <i>it</i> <em>e</em> <strong>s</strong>',
    ],
    ['<p class="x" onclick="y">para</p>', '<p>para</p>'],
    ['line<br/>break<BR >', 'line<br>break<br>'],
    ['<div><b>x</b></div>', '<b>x</b>'],
    ['<a href="x">link</a>', 'link'],
    ['<script>alert(1)</script><b>ok</b>', '<b>ok</b>'],
    ['<b', 'b'],
  ])('with allowBasicHtml keeps only bare basic tags: %j → %j', (input, expected) => {
    expect(stripHtml(input, { allowBasicHtml: true })).toBe(expected);
  });
});
