import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBackend, type LocalBackend } from '../../server/index.ts';

/**
 * An OpenAI-compatible endpoint we cannot reach from here, stood in for by a real HTTP server on
 * loopback that answers /v1/chat/completions with a canned completion (or fails on demand).
 */
type Mode = 'ok' | 'http-error' | 'garbage';

const CANNED = {
  recipes: [
    {
      title: 'Quick Egg Fried Rice',
      description: 'Leftover rice fried with <b>egg</b> and spring onion.',
      servings: 2,
      totalMinutes: 15,
      ingredients: ['2 cups cooked rice', '2 eggs', '2 spring onions', '1 tbsp soy sauce'],
      steps: ['Scramble the eggs.', 'Fry the rice, add the eggs, onions and soy sauce.'],
    },
  ],
};

describe('suggest-recipes-web with an OpenAI-compatible endpoint', () => {
  let backend: LocalBackend;
  let dataDir: string;
  let standIn: http.Server;
  let mode: Mode = 'ok';
  const seen: { authorization?: string; body: { model?: string; messages?: unknown[] } }[] = [];

  beforeAll(async () => {
    standIn = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({
          authorization: req.headers.authorization,
          body: JSON.parse(body || '{}') as { model?: string },
        });
        if (req.url !== '/v1/chat/completions' || mode === 'http-error') {
          res
            .writeHead(500, { 'Content-Type': 'application/json' })
            .end('{"error":{"message":"upstream exploded"}}');
          return;
        }
        const content = mode === 'garbage' ? 'not json at all' : JSON.stringify(CANNED);
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', () => resolve()));
    process.env.OPENAI_BASE_URL = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/v1`;
    process.env.OPENAI_API_KEY = 'test-key';
    process.env.OPENAI_MODEL = 'test-model';
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'larder-suggest-ai-'));
    backend = await createLocalBackend({ dataDir, databaseUrl: undefined, port: 0, quiet: true });
  }, 120_000);

  afterAll(async () => {
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_MODEL;
    await backend?.close();
    await new Promise<void>((resolve) => standIn.close(() => resolve()));
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const call = async (ingredients: string[]) => {
    const res = await fetch(`${backend.url}/functions/v1/suggest-recipes-web`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${backend.anonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ ingredients, barcodes: [] }),
    });
    return {
      status: res.status,
      body: (await res.json()) as Record<string, unknown> & {
        recipes?: {
          ai: boolean;
          title: string;
          description: string;
          missing: string[];
          used: string[];
        }[];
      },
    };
  };

  it('adds AI suggestions marked ai: true, matched against the kitchen, after the library results', async () => {
    mode = 'ok';
    const { status, body } = await call(['eggs', 'rice', 'soy sauce']);
    expect(status).toBe(200);
    const ai = body.recipes?.filter((r) => r.ai) ?? [];
    expect(ai.map((r) => r.title)).toEqual(['Quick Egg Fried Rice']);
    expect(ai[0]?.description).toBe('Leftover rice fried with egg and spring onion.');
    expect(ai[0]?.used).toEqual(['egg', 'rice', 'soy-sauce']);
    expect(ai[0]?.missing).toEqual(['spring-onion']);
    expect(body.recipes?.[0]?.ai).toBe(false);
    expect(seen.at(-1)?.authorization).toBe('Bearer test-key');
    expect(seen.at(-1)?.body.model).toBe('test-model');
  });

  it('keeps library results and notes the failure when the AI endpoint fails', async () => {
    mode = 'http-error';
    const { status, body } = await call(['eggs', 'flour', 'milk', 'butter', 'sugar']);
    expect(status).toBe(200);
    expect(body.recipes?.length).toBeGreaterThan(0);
    expect(body.aiError).toMatch(/^OpenAI API error: HTTP 500/);
  });

  it('answers 502 "OpenAI API error: …" when the AI fails and the library has nothing', async () => {
    mode = 'garbage';
    const { status, body } = await call(['qwertyuiop']);
    expect(status).toBe(502);
    expect(body).toEqual({ error: { message: 'OpenAI API error: the answer could not be read' } });
  });
});
