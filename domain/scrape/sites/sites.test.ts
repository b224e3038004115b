import { describe, expect, it } from 'vitest';
import { parseHtml } from '../dom.ts';
import { emptyFields } from '../schema-recipe.ts';
import { grimgrains } from './grimgrains.ts';
import { siteRuleFor } from './index.ts';
import { lefigaro } from './lefigaro.ts';
import { culy, rutgerbakt } from './method-heading.ts';

const run = (rule: typeof grimgrains, html: string) =>
  rule.extract(parseHtml(html), 'https://example.com/', emptyFields());

describe('site rules', () => {
  it.each<[string, unknown]>([
    ['grimgrains.com', grimgrains],
    ['madame.lefigaro.fr', lefigaro],
    ['www.rutgerbakt.nl', rutgerbakt],
    ['www.culy.nl', culy],
    ['www.lefigaro.fr', null],
    ['example.com', null],
  ])('%s → its rule', (host, rule) => {
    expect(siteRuleFor(host)).toBe(rule);
  });

  it('grimgrains: "name: amount" ingredients, yield and time from the subtitle', () => {
    const html = `<h1>brittle</h1><h2>10 pieces — 20 minutes</h2>
      <dl class='ingredients'><h3>brittle</h3><dt><a href='x'><img src='i.png'/><b>brown sugar</b></a><u>45 g</u></dt><dt><b>salt</b></dt></dl>`;
    expect(run(grimgrains, html)).toEqual({
      ingredientLines: ['brown sugar: 45 g', 'salt'],
      yields: '10 pieces',
      totalMinutes: 20,
    });
    expect(run(grimgrains, '<p>nothing</p>')).toEqual({});
  });

  it('lefigaro: steps keep their headings', () => {
    const ld = {
      '@type': 'Recipe',
      recipeInstructions: [
        { '@type': 'HowToStep', name: 'Sauce', text: 'Simmer.' },
        { '@type': 'HowToStep', text: 'Serve.' },
      ],
    };
    const html = `<script type="application/ld+json">${JSON.stringify(ld)}</script>`;
    expect(run(lefigaro, html)).toEqual({
      instructions: ['Sauce: Simmer.', 'Serve.'],
      instructionGroups: [],
    });
    expect(run(lefigaro, '<p>no data</p>')).toEqual({});
  });

  it('rutgerbakt: paragraphs and subheadings from the "… maken" heading on', () => {
    const html = `<h2>Intro</h2><p>Story.</p><h2>Vlaai maken </h2><p>Maak het deeg.</p><h2>Vlaai bakken</h2><p>Bak 30 minuten.</p><div>Reacties</div><p>Later.</p>`;
    expect(run(rutgerbakt, html)).toEqual({
      instructions: ['Maak het deeg.', 'Vlaai bakken', 'Bak 30 minuten.'],
      instructionGroups: [],
    });
  });

  it('culy: the lists under "…: het recept"', () => {
    const html = `<h2>Zuurvlees maken: het recept</h2><h3>Een dag van tevoren</h3><ol><li>Snijd.</li><li>Marineer.</li></ol>
      <h3>De volgende dag</h3><ol><li>Stoof.</li></ol><h2>Meer recepten</h2><ul><li>Other</li></ul>`;
    expect(run(culy, html)).toEqual({
      instructions: ['Snijd.', 'Marineer.', 'Stoof.'],
      instructionGroups: [],
    });
  });
});
