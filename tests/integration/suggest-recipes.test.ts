import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { WebSocket as UndiciWebSocket } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBackend, type LocalBackend } from '../../server/index.ts';
import { SAMPLE_PRODUCT_ROWS } from '../../domain/index.ts';
import {
  APP_SCHEMA,
  createThrowawayDatabase,
  type ThrowawayDatabase,
} from './helpers/test-database.ts';

interface Payload {
  slug: string;
  title: string;
  canMake: boolean;
  missing: string[];
  used: string[];
  score: number;
  ingredients: unknown[];
  steps: unknown[];
  nutrition: unknown;
  ai: boolean;
}
interface SuggestAnswer {
  recipes: Payload[];
  unknownIngredients: { item: string; suggestion: { key: string; name: string } | null }[];
  unknownBarcodes: string[];
  invalidBarcodes: { code: string; message: string }[];
  source: string;
}

async function errorOf(
  error: unknown,
): Promise<{ status: number; body: { error?: { message?: string } } }> {
  const context = (error as { context?: Response }).context;
  if (!context) throw new Error('expected an HTTP error with a Response context');
  return {
    status: context.status,
    body: (await context.json()) as { error?: { message?: string } },
  };
}

for (const engine of ['pglite', 'postgres'] as const) {
  describe(`suggest-recipes-web through supabase-js (${engine})`, () => {
    let backend: LocalBackend;
    let dataDir: string;
    let database: ThrowawayDatabase | null = null;
    let client: SupabaseClient;
    const invoke = (body: unknown) =>
      client.functions.invoke<SuggestAnswer>('suggest-recipes-web', {
        body: body as Record<string, unknown>,
      });

    beforeAll(async () => {
      delete process.env.OPENAI_BASE_URL;
      delete process.env.OPENAI_API_KEY;
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-suggest-'));
      if (engine === 'postgres') database = await createThrowawayDatabase(APP_SCHEMA);
      backend = await createLocalBackend({
        dataDir,
        databaseUrl: database?.url,
        port: 0,
        quiet: true,
      });
      client = createClient(backend.url, backend.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: UndiciWebSocket as unknown as typeof globalThis.WebSocket },
      });
    }, 120_000);

    afterAll(async () => {
      await backend?.close();
      await database?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    it('seeds the whole built-in library into the recipes table', async () => {
      const { count, error } = await client
        .from('recipes')
        .select('slug', { count: 'exact', head: true });
      expect(error).toBeNull();
      expect(count).toBeGreaterThanOrEqual(300);
    });

    it('offers Classic Pancakes as can-make for eggs, flour, milk, butter, sugar', async () => {
      const { data, error } = await invoke({
        ingredients: ['eggs', 'flour', 'milk', 'butter', 'sugar'],
        barcodes: [],
      });
      expect(error).toBeNull();
      const pancakes = data?.recipes.find((r) => r.slug === 'classic-pancakes');
      expect(pancakes).toMatchObject({ canMake: true, missing: [], score: 100, ai: false });
      // The answer may be a summary (the SQL path answers summaries, as the key index does for a
      // large corpus): then the steps and nutrition are read from the table when the recipe opens.
      const details = (pancakes as { summary?: boolean } | undefined)?.summary
        ? (
            await client
              .from('recipes')
              .select('steps, nutrition')
              .eq('slug', 'classic-pancakes')
              .single()
          ).data
        : pancakes;
      expect((details?.steps as unknown[] | undefined)?.length).toBeGreaterThan(0);
      expect(details?.nutrition).toBeTruthy();
      expect(data?.recipes[0]?.canMake).toBe(true);
      expect(data?.source).toBe('library');
    });

    it('reports pancakes as "1 missing: milk" without milk', async () => {
      const { data } = await invoke({
        ingredients: ['eggs', 'flour', 'butter', 'sugar'],
        barcodes: [],
      });
      expect(data?.recipes.find((r) => r.slug === 'classic-pancakes')).toMatchObject({
        canMake: false,
        missing: ['milk'],
      });
    });

    it('uses products looked up from barcodes and reports unknown and invalid codes', async () => {
      const milk = SAMPLE_PRODUCT_ROWS.find((row) => row[2] === 'milk')?.[0] ?? '';
      const { data } = await invoke({
        ingredients: ['eggs', 'flour', 'butter', 'sugar'],
        barcodes: [milk, '036000291452', '03600029145X'],
      });
      expect(data?.recipes.find((r) => r.slug === 'classic-pancakes')?.canMake).toBe(true);
      expect(data?.unknownBarcodes).toEqual(['036000291452']);
      expect(data?.invalidBarcodes).toEqual([
        { code: '03600029145X', message: 'Barcode must contain digits only' },
      ]);
    });

    it('reports unknown ingredients with the closest known one', async () => {
      const { data } = await invoke({
        ingredients: ['tomatoe', 'qwertyuiop', 'eggs'],
        barcodes: [],
      });
      expect(data?.unknownIngredients).toEqual([
        { item: 'tomatoe', suggestion: { key: 'tomato', name: expect.any(String) } },
        { item: 'qwertyuiop', suggestion: null },
      ]);
    });

    it.each([
      ['a body that is not an object', '"eggs"'],
      ['ingredients that are not an array', { ingredients: 'eggs', barcodes: [] }],
      ['an ingredient that is not a string', { ingredients: ['eggs', 3], barcodes: [] }],
      [
        'more than 500 ingredients',
        { ingredients: Array.from({ length: 501 }, (_, i) => `item ${i}`), barcodes: [] },
      ],
      ['an ingredient over 1000 characters', { ingredients: ['x'.repeat(1001)], barcodes: [] }],
      ['barcodes that are not strings', { ingredients: ['eggs'], barcodes: [123] }],
    ])('answers 400 {error: {message}} for %s', async (_name, body) => {
      const { error } = await invoke(body);
      const { status, body: answer } = await errorOf(error);
      expect(status).toBe(400);
      expect(answer.error?.message).toEqual(expect.any(String));
    });

    it('answers a body that is not JSON with 400', async () => {
      const res = await fetch(`${backend.url}/functions/v1/suggest-recipes-web`, {
        method: 'POST',
        headers: {
          apikey: backend.anonKey,
          Authorization: `Bearer ${backend.anonKey}`,
          'Content-Type': 'application/json',
        },
        body: '{"ingredients": [',
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/JSON/);
    });

    it('answers a CORS preflight', async () => {
      const res = await fetch(`${backend.url}/functions/v1/suggest-recipes-web`, {
        method: 'OPTIONS',
        headers: {
          Origin: backend.url,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, apikey, content-type, x-client-info',
        },
      });
      expect(res.status).toBeLessThan(300);
      // The server's own CORS layer may answer first (echoing the origin); either way the browser may call.
      expect(['*', backend.url]).toContain(res.headers.get('access-control-allow-origin'));
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toMatch(
        /authorization/,
      );
    });

    it('copes with 500 ingredients of mixed known, unknown and long text', async () => {
      const ingredients = Array.from({ length: 500 }, (_, i) =>
        i % 3 === 0
          ? (['egg', 'flour', 'milk', 'rice', 'onion'][i % 5] ?? 'egg')
          : `${'z'.repeat(i % 900)} mystery ${i}`,
      );
      const { data, error } = await invoke({ ingredients, barcodes: [] });
      expect(error).toBeNull();
      expect(data?.recipes.length).toBeGreaterThan(0);
      expect(data?.unknownIngredients.length).toBeGreaterThan(100);
    });

    it('copes with non-Latin text and empty strings', async () => {
      const { data, error } = await invoke({
        ingredients: ['牛乳', 'яйца', 'طماطم', '🥚', '', '   ', 'eggs'],
        barcodes: [''],
      });
      expect(error).toBeNull();
      expect(data?.unknownIngredients.map((u) => u.item)).toEqual(['牛乳', 'яйца', 'طماطم', '🥚']);
      expect(data?.invalidBarcodes).toEqual([{ code: '', message: 'Barcode is empty' }]);
    });

    it('applies filters sent with the body', async () => {
      const { data } = await invoke({
        ingredients: ['eggs', 'flour', 'milk', 'butter', 'sugar'],
        barcodes: [],
        filters: { mealType: 'dessert', maxMissing: 0 },
      });
      expect(data?.recipes.length).toBeGreaterThan(0);
      for (const r of data?.recipes ?? []) expect(r.canMake).toBe(true);
    });
  });
}
