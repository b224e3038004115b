import { describe, expect, it } from 'vitest';
import { MAX_TEMPLATES } from './limits.ts';
import { KITCHEN_MESSAGES } from './messages.ts';
import { applyTemplate, createTemplate, deleteTemplate } from './templates.ts';
import { kitchen } from './test-helpers.ts';
import type { Template } from './types.ts';

const now = new Date('2026-11-22T12:00:00.000Z');
const opts = { id: 't1', now };
const breakfast: Template = {
  id: 'b',
  name: 'Breakfast',
  ingredients: ['bacon', 'eggs', 'toast'],
  created_at: now.toISOString(),
};

describe('createTemplate: validation', () => {
  it.each([
    ['', ['eggs']],
    ['   ', ['eggs']],
    ['Weeknight', []],
    ['Weeknight', ['', '  ']],
    ['', []],
  ])(
    'refuses name %j with %j: "Template name and at least one ingredient are required"',
    (name, items) => {
      const start = kitchen([]);
      const { state, outcome } = createTemplate(start, name, items, opts);
      expect(outcome).toEqual({
        ok: false,
        kind: 'template-invalid',
        message: 'Template name and at least one ingredient are required',
      });
      expect(state).toBe(start);
    },
  );

  it.each([
    ['<script>x</script>', ['eggs'], 'Input contains potentially unsafe content'],
    ['n'.repeat(101), ['eggs'], 'Input must be 100 characters or less'],
    ['Fine', ['eggs', 'javascript:alert(1)'], 'Input contains potentially unsafe content'],
    ['Fine', ['x'.repeat(1001)], 'Input must be 1000 characters or less'],
    ['breakfast', ['eggs'], 'A template named "breakfast" already exists'],
  ])('refuses name %j / items %j with %j', (name, items, message) => {
    const start = kitchen([], { templates: [breakfast] });
    const { state, outcome } = createTemplate(start, name, items, opts);
    expect(outcome).toEqual({ ok: false, kind: 'template-invalid', message });
    expect(state).toBe(start);
  });

  it.each([
    ['an empty id', { id: '', now }],
    ['a used id', { id: 'b', now }],
    ['an invalid date', { id: 'new', now: new Date('nope') }],
  ])('answers "Failed to create template" for %s', (_label, options) => {
    const { outcome } = createTemplate(
      kitchen([], { templates: [breakfast] }),
      'Lunch',
      ['bread'],
      options,
    );
    expect(outcome).toEqual({
      ok: false,
      kind: 'template-invalid',
      message: KITCHEN_MESSAGES.createTemplateFailed,
    });
  });

  it('refuses more than the maximum number of templates', () => {
    const templates = Array.from({ length: MAX_TEMPLATES }, (_, i) => ({
      ...breakfast,
      id: `id${i}`,
      name: `T${i}`,
    }));
    const { outcome } = createTemplate(kitchen([], { templates }), 'One more', ['eggs'], opts);
    expect(outcome).toEqual({
      ok: false,
      kind: 'too-many',
      message: KITCHEN_MESSAGES.templateTooMany,
    });
  });
});

describe('createTemplate: success', () => {
  it.each([
    ['Weeknight', ['rice', 'beans', 'Onions'], ['beans', 'Onions', 'rice']],
    ['  Baking  ', ['sugar', 'Flour', 'flour', ' sugar '], ['Flour', 'sugar']],
    ['<b>Snacks</b>', ['<i>popcorn</i>'], ['popcorn']],
  ])('creates %j from %j with sorted, de-duplicated ingredients %j', (name, items, expected) => {
    const { state, outcome } = createTemplate(
      kitchen(['eggs'], { templates: [breakfast] }),
      name,
      items,
      opts,
    );
    const created = state.templates.at(-1);
    const cleanName = name.replace(/<\/?b>/g, '').trim();
    expect(outcome).toEqual({
      ok: true,
      kind: 'template-created',
      message: `Template "${cleanName}" created successfully`,
    });
    expect(created).toEqual({
      id: 't1',
      name: cleanName,
      ingredients: expected,
      created_at: '2026-11-22T12:00:00.000Z',
    });
    expect(state.templates[0]).toBe(breakfast);
    expect(state.ingredients).toEqual(['eggs']);
  });
});

describe('applyTemplate', () => {
  it.each([
    [[], ['bacon', 'eggs', 'toast'], 'Added 3 items to your kitchen!'],
    [['eggs'], ['bacon', 'eggs', 'toast'], 'Added 2 items to your kitchen!'],
    [['Bacon', 'EGGS'], ['Bacon', 'EGGS', 'toast'], 'Added 1 item to your kitchen!'],
    [['milk'], ['bacon', 'eggs', 'milk', 'toast'], 'Added 3 items to your kitchen!'],
  ])('onto %j skips existing items → %j with %j', (start, expected, message) => {
    const { state, outcome } = applyTemplate(kitchen(start, { templates: [breakfast] }), 'b');
    expect(state.ingredients).toEqual(expected);
    expect(outcome).toEqual({ ok: true, kind: 'template-applied', message });
  });

  it.each([[['bacon', 'eggs', 'toast']], [['Toast', 'BACON', 'eggs', 'jam']]])(
    'refuses when all items of the template are present in %j',
    (start) => {
      const before = kitchen(start, { templates: [breakfast] });
      const { state, outcome } = applyTemplate(before, 'b');
      expect(outcome).toEqual({
        ok: false,
        kind: 'template-all-present',
        message: 'All template items are already in your kitchen!',
      });
      expect(state).toBe(before);
    },
  );

  it('applies the chicken rule', () => {
    const t: Template = { ...breakfast, id: 'c', ingredients: ['chicken breasts', 'rice'] };
    const { state, outcome } = applyTemplate(kitchen([], { templates: [t] }), 'c');
    expect(state.ingredients).toEqual(['Chicken', 'chicken breasts', 'rice']);
    expect(outcome.message).toBe('Added 2 items to your kitchen!');
  });

  it('reports an unknown template', () => {
    expect(applyTemplate(kitchen([]), 'nope').outcome).toEqual({
      ok: false,
      kind: 'not-found',
      message: 'Template not found',
    });
  });
});

describe('deleteTemplate', () => {
  it('deletes with "Template deleted successfully" and keeps the others', () => {
    const other = { ...breakfast, id: 'o', name: 'Other' };
    const { state, outcome } = deleteTemplate(
      kitchen(['eggs'], { templates: [breakfast, other] }),
      'b',
    );
    expect(state.templates).toEqual([other]);
    expect(state.ingredients).toEqual(['eggs']);
    expect(outcome).toEqual({
      ok: true,
      kind: 'template-deleted',
      message: 'Template deleted successfully',
    });
  });

  it('reports an unknown template and changes nothing', () => {
    const start = kitchen([], { templates: [breakfast] });
    const { state, outcome } = deleteTemplate(start, 'zzz');
    expect(outcome).toEqual({ ok: false, kind: 'not-found', message: 'Template not found' });
    expect(state).toBe(start);
  });
});
