import { describe, expect, it } from 'vitest';
import { looksLikeHtml, parsePastedRecipe, PASTED_SOURCE_BASE, textToHtml } from './pasted.ts';

describe('parsePastedRecipe', () => {
  it('plain recipe text becomes a recipe: title, ingredients, steps', () => {
    const text = `Tomato Salad\n\nIngredients\n4 tomatoes\n1 tbsp olive oil\nSalt\n\nMethod\nSlice the tomatoes.\nDress with the oil and salt.`;
    const r = parsePastedRecipe(text, null);
    expect(r.found).toBe(true);
    if (!r.found) return;
    expect(r.title).toBe('Tomato Salad');
    expect(r.ingredientLines).toEqual(['4 tomatoes', '1 tbsp olive oil', 'Salt']);
    expect(r.instructions).toEqual(['Slice the tomatoes.', 'Dress with the oil and salt.']);
    expect(r.canonicalUrl).toBe(PASTED_SOURCE_BASE);
  });

  it('headings in another language, with colons and bullets', () => {
    const text = `Zutaten:\n- 200 g Mehl\n- 2 Eier\nZubereitung:\n- Mehl und Eier verrühren.\n- 10 Minuten ruhen lassen.`;
    const r = parsePastedRecipe(text, 'https://kochen.example/teig');
    expect(r.found && [r.ingredientLines, r.instructions]).toEqual([
      ['200 g Mehl', '2 Eier'],
      ['Mehl und Eier verrühren.', '10 Minuten ruhen lassen.'],
    ]);
  });

  it('text with no recipe in it is no recipe', () => {
    expect(parsePastedRecipe('We are closed on Sundays. See you Monday!', null).found).toBe(false);
    expect(parsePastedRecipe('', null).found).toBe(false);
  });

  it('pasted HTML is read by the page extractor; its scripts and handlers are never kept', () => {
    const html = `<html><head><script>alert(1)</script></head><body><h1>Oat Bars<script>steal()</script></h1>
      <h2>Ingredients</h2><ul><li onclick="x()">200 g oats<img src=x onerror="alert(2)"></li><li>100 g honey</li></ul>
      <h2>Method</h2><ol><li>Mix the oats and honey well.</li><li>Bake for <b>25 minutes</b>.</li></ol></body></html>`;
    const r = parsePastedRecipe(html, null);
    expect(r.found).toBe(true);
    if (!r.found) return;
    expect(r.title).toBe('Oat Bars');
    expect(r.ingredientLines).toEqual(['200 g oats', '100 g honey']);
    expect(r.instructions).toEqual(['Mix the oats and honey well.', 'Bake for 25 minutes.']);
    expect(JSON.stringify(r)).not.toMatch(/alert|steal|onerror|<script/);
  });

  it('tells markup from text, and escapes text that only looks like markup', () => {
    expect(looksLikeHtml('<p>hi</p>')).toBe(true);
    expect(looksLikeHtml('2 < 3 and 5 > 4')).toBe(false);
    expect(textToHtml('Fish <script>x</script>\nIngredients\n1 fish')).not.toContain('<script>');
  });
});
