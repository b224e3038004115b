import { describe, expect, it } from 'vitest';
import { flattenInstructions } from './instructions.ts';
import type { JsonValue } from './types.ts';

describe('flattenInstructions', () => {
  it.each<[string, JsonValue, string[]]>([
    ['one string with newlines', 'Chop.\nFry.\n\nServe.', ['Chop.', 'Fry.', 'Serve.']],
    [
      'one string with <p> and <br>',
      '<p>Chop.</p><p>Fry.<br>Serve.</p>',
      ['Chop.', 'Fry.', 'Serve.'],
    ],
    [
      'one string with glued sentences',
      'Chop the onion.Fry it gently.Serve.',
      ['Chop the onion.', 'Fry it gently.', 'Serve.'],
    ],
    ['one string with step numbers', '1.Chop 2.Fry 3.Serve', ['Chop', 'Fry', 'Serve']],
    ['a method label', 'Method: Chop and fry.', ['Chop and fry.']],
    ['an array of strings', ['Chop.', ' Fry. '], ['Chop.', 'Fry.']],
    [
      'HowToSteps with text',
      [
        { '@type': 'HowToStep', text: 'Chop.' },
        { '@type': 'HowToStep', text: 'Fry &amp; stir.' },
      ],
      ['Chop.', 'Fry & stir.'],
    ],
    ['a HowToStep with only a name', [{ '@type': 'HowToStep', name: 'Chop.' }], ['Chop.']],
    [
      'a HowToStep whose name is a title',
      [{ '@type': 'HowToStep', name: 'Step 1', text: 'Chop.' }],
      ['Chop.'],
    ],
    [
      'an ItemList',
      { '@type': 'ItemList', itemListElement: [{ '@type': 'HowToStep', text: 'Chop.' }] },
      ['Chop.'],
    ],
    ['nested arrays', [['Chop.'], ['Fry.']], ['Chop.', 'Fry.']],
    [
      'capitalised keys',
      [
        {
          '@type': 'HowToSection',
          Name: 'Rice',
          ItemListElement: [{ '@type': 'HowToStep', Text: 'Boil.' }],
        },
      ],
      ['Boil.'],
    ],
  ])('reads %s', (_shape, value, steps) => {
    expect(flattenInstructions(value).steps).toEqual(steps);
  });

  it('flattens HowToSections and keeps their names apart', () => {
    const value: JsonValue = [
      {
        '@type': 'HowToSection',
        name: 'Sauce',
        itemListElement: [
          { '@type': 'HowToStep', text: 'Simmer.' },
          { '@type': 'HowToStep', text: 'Season.' },
        ],
      },
      {
        '@type': 'HowToSection',
        name: 'Pasta',
        itemListElement: [{ '@type': 'HowToStep', text: 'Boil.' }],
      },
    ];
    const flat = flattenInstructions(value);
    expect(flat.steps).toEqual(['Simmer.', 'Season.', 'Boil.']);
    expect(flat.groups).toEqual([
      { name: 'Sauce', start: 0, steps: ['Simmer.', 'Season.'] },
      { name: 'Pasta', start: 2, steps: ['Boil.'] },
    ]);
  });

  it('has no groups when no section is named', () => {
    expect(flattenInstructions(['Chop.']).groups).toEqual([]);
  });

  it('reads nothing from nothing', () => {
    expect(flattenInstructions(undefined).steps).toEqual([]);
    expect(flattenInstructions(null).steps).toEqual([]);
  });
});
