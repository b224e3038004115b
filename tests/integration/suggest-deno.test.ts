import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DENO_NPM_FLAGS, serveUnderDeno, type DenoFunction } from './helpers/deno-function.ts';
import { createLocalBackend, type LocalBackend } from '../../server/index.ts';
import { DRINK_LIBRARY, findDrinks } from '../../domain/index.ts';

/** suggest-recipes-web's Deno entry (index.ts) under real Deno, against the running embedded server. */
describe('suggest-recipes-web under Deno', () => {
  let backend: LocalBackend;
  let dataDir: string;
  let deno: DenoFunction | undefined;
  let fnUrl = '';

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-suggest-deno-'));
    backend = await createLocalBackend({ dataDir, databaseUrl: undefined, port: 0, quiet: true });
    deno = await serveUnderDeno('supabase/functions/suggest-recipes-web/index.ts', DENO_NPM_FLAGS, {
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.anonKey,
    });
    fnUrl = deno.url;
  }, 180_000);

  afterAll(async () => {
    await deno?.stop();
    await backend?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('offers Classic Pancakes as can-make, reading recipes from the server over REST', async () => {
    const res = await fetch(fnUrl, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ingredients: ['eggs', 'flour', 'milk', 'butter', 'sugar'],
        barcodes: ['03600029145X'],
      }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      recipes: { slug: string; canMake: boolean }[];
      invalidBarcodes: unknown[];
    };
    expect(body.recipes.find((r) => r.slug === 'classic-pancakes')?.canMake).toBe(true);
    expect(body.invalidBarcodes).toHaveLength(1);
  });

  it('answers kind "drink" with the drinks the app decides offline, the kitchen counted too', async () => {
    const shelf = ['bourbon', 'Campari', 'sweet vermouth', 'white rum'];
    const kitchen = ['lemons', 'limes', 'sugar'];
    const res = await fetch(fnUrl, {
      method: 'POST',
      headers: { Authorization: `Bearer ${backend.anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ingredients: shelf, barcodes: [], kind: 'drink', kitchen }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      kind: string;
      drinks: { id: string; status: string; missing: string[] }[];
    };
    expect(body.kind).toBe('drink');
    const offline = findDrinks(DRINK_LIBRARY, { shelf, kitchen });
    expect(body.drinks.map((d) => [d.id, d.status, d.missing])).toEqual(
      offline.matches.map((m) => [m.drink.id, m.status, m.missing]),
    );
    expect(body.drinks.find((d) => d.id === 'boulevardier')?.status).toBe('make-now');
    expect(body.drinks.find((d) => d.id === 'daiquiri')?.status).toBe('make-now');
  });

  it('refuses an unknown kind with 400', async () => {
    const res = await fetch(fnUrl, {
      method: 'POST',
      body: JSON.stringify({ ingredients: [], kind: 'cocktail' }),
    });
    expect(res.status).toBe(400);
  });

  it('refuses a bad body with 400', async () => {
    const res = await fetch(fnUrl, { method: 'POST', body: '{"ingredients": 5}' });
    expect(res.status).toBe(400);
  });
});
