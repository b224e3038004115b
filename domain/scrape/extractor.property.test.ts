/**
 * Whatever the page, the extractor answers: random and truncated HTML never makes it throw or hang,
 * and its time budget per page is enforced (checked with a clock of our own, not the wall clock).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRecipePage } from './parse-recipe-page.ts';
import { parsePastedRecipe } from './pasted.ts';

const RECIPE_PAGE = `<!doctype html><html lang="en"><head><title>Plum Cake</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Plum Cake",
"recipeIngredient":["200 g plums","100 g sugar","2 eggs"],"recipeYield":"8","totalTime":"PT1H",
"recipeInstructions":[{"@type":"HowToStep","text":"Halve the plums."},{"@type":"HowToStep","text":"Bake for 45 minutes."}]}</script>
</head><body><h1>Plum Cake</h1><h2>Ingredients</h2><ul><li>200 g plums</li><li>100 g sugar</li><li>2 eggs</li></ul>
<h2>Method</h2><ol><li>Halve the plums.</li><li>Bake for 45 minutes.</li></ol></body></html>`;

const markup = fc
  .array(
    fc.oneof(
      fc.string(),
      fc.constantFrom(
        '<div>',
        '</div>',
        '<ul>',
        '<li>',
        '</li>',
        '</ul>',
        '<ol>',
        '<h2>Ingredients</h2>',
        '<h2>Method</h2>',
        '<p>',
        '<script type="application/ld+json">',
        '</script>',
        '{"@type":"Recipe"',
        '"recipeIngredient":["',
        '"]',
        '}',
        '[{',
        '&amp;',
        '&#x',
        'Â¼',
        '((',
        '))',
        '<br>',
        '<table><tr><td>',
        '1 cup',
        '200 g',
        '<!--',
        '<![CDATA[',
        '\u0000',
      ),
    ),
    { maxLength: 60 },
  )
  .map((parts) => parts.join(''));

function checkShape(result: ReturnType<typeof parseRecipePage>): void {
  if (result.found) {
    expect(Array.isArray(result.ingredientLines)).toBe(true);
    expect(Array.isArray(result.instructions)).toBe(true);
    for (const g of result.instructionGroups)
      expect(g.start).toBeLessThan(result.instructions.length);
  } else {
    expect(result.fallback).toBeDefined();
  }
}

describe('extractor properties', () => {
  it('random markup never throws', () => {
    fc.assert(
      fc.property(markup, (html) => {
        checkShape(parseRecipePage(html, 'https://example.com/r'));
      }),
      { numRuns: 400 },
    );
  });

  it('a real recipe page cut off anywhere never throws', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: RECIPE_PAGE.length }), (cut) => {
        checkShape(parseRecipePage(RECIPE_PAGE.slice(0, cut), 'https://example.com/r'));
      }),
      { numRuns: 300 },
    );
  });

  it('pasted text of any kind never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), markup), (text) => {
        checkShape(parsePastedRecipe(text, null));
      }),
      { numRuns: 300 },
    );
  });

  it('deep nesting, huge pages and broken JSON-LD get an answer', () => {
    checkShape(parseRecipePage('<div>'.repeat(50_000), 'https://example.com/r'));
    checkShape(
      parseRecipePage(
        `<ul>${'<li>1 cup flour</li>'.repeat(100_000)}</ul>`,
        'https://example.com/r',
      ),
    );
    const broken = RECIPE_PAGE.replace('"recipeIngredient":[', '"recipeIngredient":[[[{,');
    checkShape(parseRecipePage(broken, 'https://example.com/r'));
  });
});

describe('the time budget per page', () => {
  /** A clock that moves one millisecond each time it is read. */
  const ticking = (): (() => number) => {
    let t = 0;
    return () => (t += 1);
  };

  it('is enforced: once spent, the remaining passes are skipped and the page still gets an answer', () => {
    // A page whose recipe only plain-HTML passes can find: with the budget spent at once they never run.
    const htmlOnly = `<html><body><h1>Soup</h1><h2>Ingredients</h2><ul><li>1 l stock</li><li>2 carrots</li></ul>
      <h2>Method</h2><ol><li>Chop the carrots finely.</li><li>Simmer them in the stock.</li></ol></body></html>`;
    const spent = parseRecipePage(htmlOnly, 'https://example.com/r', {
      budgetMs: 0,
      now: ticking(),
    });
    expect(spent.found).toBe(false);
    if (!spent.found) expect(spent.fallback.title).toBe('Soup');
    const ample = parseRecipePage(htmlOnly, 'https://example.com/r', {
      budgetMs: 1_000_000,
      now: ticking(),
    });
    expect(ample.found).toBe(true);
  });

  it('does not cost the schema.org recipe, which is read before any budgeted pass', () => {
    const result = parseRecipePage(RECIPE_PAGE, 'https://example.com/r', {
      budgetMs: 0,
      now: ticking(),
    });
    expect(result.found && result.ingredientLines).toEqual([
      '200 g plums',
      '100 g sugar',
      '2 eggs',
    ]);
  });
});
