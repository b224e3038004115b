// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  currentSegment,
  SuggestionInput,
  suggestionsAmong,
  withSuggestion,
} from './suggestion-input';

const TEXTS = {
  inputLabel: 'Add bottles',
  inputPlaceholder: 'Add bottles, e.g. gin',
  suggestionsLabel: 'Bottle suggestions',
  addButton: 'Add',
};
const NAMES = ['gin', 'ginger beer', 'grenadine', 'vodka'];

function setup(accept = true) {
  const added: string[] = [];
  render(
    <SuggestionInput
      onAdd={(raw) => (added.push(raw), accept)}
      suggest={(input) => suggestionsAmong(input, NAMES)}
      texts={TEXTS}
      className=""
    />,
  );
  return { added, box: screen.getByRole('combobox', { name: 'Add bottles' }) };
}

describe('the list segments', () => {
  it.each([
    ['egg', '', 'egg'],
    ['milk, egg', 'milk,', ' egg'],
    ['a\nb', 'a\n', 'b'],
  ])('splits %j into head %j and segment %j', (input, head, segment) => {
    expect(currentSegment(input)).toEqual({ head, segment });
  });

  it('suggests for the segment being typed only, and replaces only it', () => {
    expect(suggestionsAmong('vodka, gi', NAMES)).toEqual(['gin', 'ginger beer']);
    expect(suggestionsAmong('vodka, ', NAMES)).toEqual([]);
    expect(withSuggestion('vodka, gi', 'gin')).toBe('vodka, gin');
  });
});

describe('SuggestionInput', () => {
  afterEach(cleanup);

  it('opens the listbox while typing and picks with the arrow keys and Enter', () => {
    const { added, box } = setup();
    fireEvent.change(box, { target: { value: 'vodka, gi' } });
    const list = screen.getByRole('listbox', { name: 'Bottle suggestions' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['gin', 'ginger beer']);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(added).toEqual(['vodka, ginger beer']);
    expect((box as HTMLInputElement).value).toBe('');
    expect(list.hidden).toBe(true);
  });

  it('closes on Escape and adds what was typed with the Add button; a refusal keeps the text', () => {
    const { added, box } = setup(false);
    fireEvent.change(box, { target: { value: 'gi' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(added).toEqual(['gi']);
    expect((box as HTMLInputElement).value).toBe('gi');
  });
});
