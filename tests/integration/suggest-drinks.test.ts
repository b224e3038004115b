import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRINK_LIBRARY, findDrinks } from '../../domain/index.ts';
import { createLocalBackend, type LocalBackend } from '../../server/index.ts';
import {
  APP_SCHEMA,
  createThrowawayDatabase,
  type ThrowawayDatabase,
} from './helpers/test-database.ts';

interface DrinkAnswer {
  id: string;
  recipeId: string;
  slug: string;
  status: string;
  missing: string[];
  provisions: unknown[];
  substituteCount: number;
}

/** The parts of a match both paths must agree on. */
const core = (m: {
  id: string;
  status: string;
  missing: readonly string[];
  provisions: readonly unknown[];
  substituteCount: number;
}) => ({
  id: m.id,
  status: m.status,
  missing: m.missing,
  provisions: m.provisions,
  substituteCount: m.substituteCount,
});

for (const engine of ['pglite', 'postgres'] as const) {
  describe(`suggest-recipes-web with kind "drink" on the embedded backend (${engine})`, () => {
    let backend: LocalBackend;
    let dataDir: string;
    let database: ThrowawayDatabase | null = null;

    beforeAll(async () => {
      delete process.env.OPENAI_BASE_URL;
      delete process.env.OPENAI_API_KEY;
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-suggest-drinks-'));
      if (engine === 'postgres') database = await createThrowawayDatabase(APP_SCHEMA);
      backend = await createLocalBackend({
        dataDir,
        databaseUrl: database?.url,
        port: 0,
        quiet: true,
      });
    }, 180_000);

    afterAll(async () => {
      await backend?.close();
      await database?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    const post = (body: unknown, raw?: string) =>
      fetch(`${backend.url}/functions/v1/suggest-recipes-web`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${backend.anonKey}`,
          apikey: backend.anonKey,
          'Content-Type': 'application/json',
        },
        body: raw ?? JSON.stringify(body),
      });

    const shelves = [
      {
        shelf: ['London dry gin', 'Campari', 'sweet vermouth', 'Angostura bitters'],
        kitchen: [] as string[],
      },
      {
        shelf: ['white rum', 'Cointreau', 'soda water', 'bourbon'],
        kitchen: ['limes', 'lemons', 'sugar', 'fresh mint'],
      },
    ];

    it.each(shelves)(
      'answers the drinks the app decides offline for $shelf',
      async ({ shelf, kitchen }) => {
        const res = await post({ ingredients: shelf, barcodes: [], kind: 'drink', kitchen });
        expect(res.status).toBe(200);
        const body = (await res.json()) as { kind: string; drinks: DrinkAnswer[]; source: string };
        expect(body.kind).toBe('drink');
        const offline = findDrinks(DRINK_LIBRARY, { shelf, kitchen });
        expect(body.drinks.length).toBeGreaterThan(5);
        expect(body.drinks.map(core)).toEqual(
          offline.matches.map((m) => core({ ...m, id: m.drink.id })),
        );
        for (const drink of body.drinks) {
          expect(drink.slug).toBe(`drink-${drink.id}`);
          expect(drink.recipeId).toMatch(/^[0-9a-f-]{36}$/);
        }
      },
    );

    it('makes a Negroni now from its three bottles', async () => {
      const res = await post({
        ingredients: ['gin', 'campari', 'sweet-vermouth'],
        barcodes: [],
        kind: 'drink',
      });
      const body = (await res.json()) as { drinks: DrinkAnswer[] };
      expect(body.drinks.find((d) => d.id === 'negroni')).toMatchObject({
        status: 'make-now',
        missing: [],
      });
    });

    it('leaves the meal search as it was: no kind and kind "meal" answer the same meals, never a drink', async () => {
      const kitchen = [
        'mango',
        'yogurt',
        'milk',
        'sugar',
        'gin',
        'lime',
        'mint',
        'soda water',
        'eggs',
        'flour',
      ];
      const plain = await post({ ingredients: kitchen, barcodes: [] });
      const meal = await post({
        ingredients: kitchen,
        barcodes: [],
        kind: 'meal',
        kitchen: ['ignored'],
      });
      expect(plain.status).toBe(200);
      const a = (await plain.json()) as { recipes: { slug: string }[] };
      const b = (await meal.json()) as { recipes: { slug: string }[] };
      expect(a.recipes.length).toBeGreaterThan(0);
      expect(b.recipes.map((r) => r.slug)).toEqual(a.recipes.map((r) => r.slug));
      expect(a.recipes.filter((r) => r.slug.startsWith('drink-'))).toEqual([]);
      expect(a.recipes.some((r) => r.slug === 'mango-lassi')).toBe(true);
    });

    const bad: { name: string; body?: unknown; raw?: string; message: RegExp }[] = [
      {
        name: 'an unknown kind',
        body: { ingredients: [], kind: 'cocktails' },
        message: /"kind" must be "meal" or "drink"/,
      },
      {
        name: 'a kitchen that is not a list',
        body: { ingredients: [], kind: 'drink', kitchen: { lemon: 1 } },
        message: /"kitchen" must be an array of strings/,
      },
      {
        name: 'a shelf of numbers',
        body: { ingredients: [1, 2], kind: 'drink' },
        message: /"ingredients" must be an array of strings/,
      },
      {
        name: 'thousands of bottles',
        body: { ingredients: Array.from({ length: 5000 }, (_, i) => `bottle ${i}`), kind: 'drink' },
        message: /at most 500/,
      },
      { name: 'a body that is not JSON', raw: '{"kind": "drink", ', message: /valid JSON/ },
    ];
    it.each(bad)('refuses $name with a clear 400', async ({ body, raw, message }) => {
      const res = await post(body, raw);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { error: { message: string } };
      expect(answer.error.message).toMatch(message);
    });
  });
}
