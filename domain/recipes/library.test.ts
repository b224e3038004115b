import { describe, expect, it } from 'vitest';
import { INGREDIENTS } from '../ingredients/canonical.ts';
import type { DietFlag, IngredientKey } from '../ingredients/canonical-types.ts';
import { dietFlagsOf } from '../ingredients/families.ts';
import { normaliseIngredient } from '../ingredients/normalise.ts';
import { DEFAULT_STAPLES, isStaple } from '../ingredients/staples.ts';
import { NUTRIENTS, toGrams } from '../nutrition/compute.ts';
import { RECIPE_LIBRARY } from './library.ts';
import { CUISINES, MEAL_TYPES, type DietTag, type LibraryRecipe } from './types.ts';

const flagsOf = (r: LibraryRecipe): Set<DietFlag> =>
  new Set(r.ingredients.flatMap((i) => [...dietFlagsOf(i.key)]));

const FORBIDDEN: Record<DietTag, readonly DietFlag[]> = {
  vegetarian: ['meat', 'fish', 'rennet'],
  vegan: ['meat', 'fish', 'rennet', 'dairy', 'egg', 'honey'],
  'gluten-free': ['gluten'],
  'dairy-free': ['dairy'],
};

const count = (tag: DietTag): number =>
  RECIPE_LIBRARY.filter((r) => r.dietTags.includes(tag)).length;

describe('built-in recipe library', () => {
  it('resolves every ingredient to the vocabulary', () => {
    const bad = RECIPE_LIBRARY.flatMap((r) =>
      r.ingredients.filter((i) => !INGREDIENTS.has(i.key)).map((i) => `${r.title}: ${i.key}`),
    );
    expect(bad).toEqual([]);
  });

  it('has unique titles and slugs', () => {
    const titles = RECIPE_LIBRARY.map((r) => r.title.toLowerCase());
    const slugs = RECIPE_LIBRARY.map((r) => r.slug);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
    expect(slugs.filter((s, i) => slugs.indexOf(s) !== i)).toEqual([]);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('has possible times, servings, steps and descriptions', () => {
    const problems: string[] = [];
    for (const r of RECIPE_LIBRARY) {
      const total = r.prepMinutes + r.cookMinutes;
      if (!Number.isInteger(r.prepMinutes) || !Number.isInteger(r.cookMinutes))
        problems.push(`${r.title}: fractional time`);
      if (r.prepMinutes < 0 || r.cookMinutes < 0) problems.push(`${r.title}: negative time`);
      if (total <= 0 || total > 24 * 60) problems.push(`${r.title}: total time ${total}`);
      if (!Number.isInteger(r.servings) || r.servings < 1)
        problems.push(`${r.title}: servings ${r.servings}`);
      if (r.steps.length < 2) problems.push(`${r.title}: only ${r.steps.length} step(s)`);
      for (const step of r.steps)
        if (step.trim().length < 20) problems.push(`${r.title}: short step "${step}"`);
      if (r.description.trim().length < 20) problems.push(`${r.title}: description too short`);
      if (r.ingredients.length < 2) problems.push(`${r.title}: too few ingredients`);
      if (r.equipment.length < 1) problems.push(`${r.title}: no equipment`);
      if (!CUISINES.includes(r.cuisine)) problems.push(`${r.title}: cuisine ${r.cuisine}`);
      if (!MEAL_TYPES.includes(r.mealType)) problems.push(`${r.title}: meal type ${r.mealType}`);
      for (const i of r.ingredients) {
        if (i.quantity !== null && !(i.quantity > 0))
          problems.push(`${r.title}: ${i.key} quantity ${i.quantity}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('tags diets honestly', () => {
    const problems: string[] = [];
    for (const r of RECIPE_LIBRARY) {
      const flags = flagsOf(r);
      for (const tag of r.dietTags) {
        const hit = FORBIDDEN[tag].filter((f) => flags.has(f));
        if (hit.length > 0)
          problems.push(`${r.title} is tagged ${tag} but contains ${hit.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('converts every ingredient amount to grams (or it is explicitly to taste)', () => {
    const problems: string[] = [];
    for (const r of RECIPE_LIBRARY) {
      for (const i of r.ingredients) {
        if (!NUTRIENTS.has(i.key)) problems.push(`${r.title}: no nutrient row for ${i.key}`);
        else if (toGrams(i.key, i.quantity, i.unit) === null)
          problems.push(`${r.title}: cannot convert ${i.unit} of ${i.key}`);
      }
      if (!(r.nutrition.kcal > 0)) problems.push(`${r.title}: no energy computed`);
    }
    expect(problems).toEqual([]);
  });

  it('has plausible energy per serving', () => {
    const odd = RECIPE_LIBRARY.filter((r) => r.nutrition.kcal < 15 || r.nutrition.kcal > 1500).map(
      (r) => `${r.title}: ${r.nutrition.kcal} kcal`,
    );
    expect(odd).toEqual([]);
  });

  it('writes ingredient lines that read back as the same ingredient', () => {
    const bad = RECIPE_LIBRARY.flatMap((r) =>
      r.ingredients
        .filter((i) => normaliseIngredient(i.text).key !== i.key)
        .map((i) => `${r.title}: "${i.text}" is not ${i.key}`),
    );
    expect(bad).toEqual([]);
  });

  it('exposes matcher-ready key sets: required keys exclude optional ones', () => {
    for (const r of RECIPE_LIBRARY) {
      const required = new Set(r.ingredients.filter((i) => !i.optional).map((i) => i.key));
      expect(new Set(r.ingredientKeys)).toEqual(required);
      for (const key of r.optionalKeys) expect(required.has(key)).toBe(false);
    }
  });

  it('gives pancakes exactly egg, flour, milk, butter and sugar beyond the staples', () => {
    const pancakes = RECIPE_LIBRARY.find((r) => r.title === 'Classic Pancakes');
    expect(pancakes).toBeDefined();
    const needed = (pancakes?.ingredientKeys ?? []).filter((k) => !isStaple(k, DEFAULT_STAPLES));
    expect([...needed].sort()).toEqual([
      'butter',
      'egg',
      'flour',
      'milk',
      'sugar',
    ] as IngredientKey[]);
  });

  it('meets the size and variety targets', () => {
    expect(RECIPE_LIBRARY.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(RECIPE_LIBRARY.map((r) => r.cuisine)).size).toBeGreaterThanOrEqual(15);
    for (const meal of MEAL_TYPES)
      expect(RECIPE_LIBRARY.some((r) => r.mealType === meal)).toBe(true);
    expect(count('vegetarian')).toBeGreaterThanOrEqual(90);
    expect(count('vegan')).toBeGreaterThanOrEqual(50);
    expect(count('gluten-free')).toBeGreaterThanOrEqual(80);
    expect(count('dairy-free')).toBeGreaterThanOrEqual(80);
  });
});
