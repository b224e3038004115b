import fs from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, type DatabaseKind } from './helpers/schema-db.ts';
import { startHttpBackend, type HttpBackend } from './helpers/rls-http-server.ts';

/** Starting a backend (migrations, the recipe seed, sign-ins) can be slow on a busy machine. */
const SETUP_TIMEOUT_MS = 180_000;

// A 1×1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function pngBlob(bytes: Uint8Array = png): Blob {
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

const kinds: DatabaseKind[] = ['pglite', 'postgres'];
const postgresUp = await postgresAvailable();

describe.each(kinds)('avatars storage through supabase-js on %s', (kind) => {
  const skip = kind === 'postgres' && !postgresUp;
  let server: HttpBackend;
  let anon: SupabaseClient;
  let asA: SupabaseClient;
  let asB: SupabaseClient;
  let userA: string;
  let userB: string;

  beforeAll(async () => {
    if (skip) return;
    server = await startHttpBackend(kind);
    const a = await server.signedInUser('avatar-a@larder.test');
    const b = await server.signedInUser('avatar-b@larder.test');
    [userA, userB, asA, asB] = [a.id, b.id, a.client, b.client];
    anon = server.client();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });

  it.skipIf(skip)(
    'uploads an avatar into the owner folder (multipart) and answers path, id and fullPath',
    async () => {
      const { data, error } = await asA.storage
        .from('avatars')
        .upload(`${userA}/avatar.png`, pngBlob());
      expect(error).toBeNull();
      expect(data?.path).toBe(`${userA}/avatar.png`);
      expect(data?.fullPath).toBe(`avatars/${userA}/avatar.png`);
      expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);
      const row = await server.database.db.query<{
        owner: string;
        metadata: { mimetype: string; size: number };
      }>(`select owner, metadata from storage.objects where bucket_id = 'avatars' and name = $1`, [
        `${userA}/avatar.png`,
      ]);
      expect(row.rows[0]?.owner).toBe(userA);
      expect(row.rows[0]?.metadata).toMatchObject({ mimetype: 'image/png', size: png.byteLength });
    },
  );

  it.skipIf(skip)('serves the public URL to anyone, with the stored type and an ETag', async () => {
    const { data } = anon.storage.from('avatars').getPublicUrl(`${userA}/avatar.png`);
    const response = await fetch(data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
  });

  it.skipIf(skip)(
    'downloads with the authenticated endpoint, in one’s own folder only',
    async () => {
      const { data, error } = await asA.storage.from('avatars').download(`${userA}/avatar.png`);
      expect(error).toBeNull();
      expect(Buffer.from(await data!.arrayBuffer())).toEqual(png);
      // Others' avatars are public by URL, not through the API (folder names are user ids).
      const other = await asB.storage.from('avatars').download(`${userA}/avatar.png`);
      expect(other.data).toBeNull();
    },
  );

  it.skipIf(skip)(
    'refuses a second upload to the same path without upsert (409 KeyAlreadyExists)',
    async () => {
      const { error } = await asA.storage.from('avatars').upload(`${userA}/avatar.png`, pngBlob());
      expect(error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    },
  );

  it.skipIf(skip)('replaces with upsert and with update(), raw bodies included', async () => {
    const bigger = Buffer.concat([png, Buffer.from('tail')]);
    const upserted = await asA.storage
      .from('avatars')
      .upload(`${userA}/avatar.png`, bigger, { upsert: true, contentType: 'image/png' });
    expect(upserted.error).toBeNull();
    const after = await fetch(
      anon.storage.from('avatars').getPublicUrl(`${userA}/avatar.png`).data.publicUrl,
    );
    expect(Buffer.from(await after.arrayBuffer())).toEqual(bigger);
    const updated = await asA.storage.from('avatars').update(`${userA}/avatar.png`, pngBlob());
    expect(updated.error).toBeNull();
    const again = await asA.storage.from('avatars').download(`${userA}/avatar.png`);
    expect(Buffer.from(await again.data!.arrayBuffer())).toEqual(png);
    // The replaced versions' files are gone: one file for one object.
    const files = await fs.readdir(path.join(server.ctx.dataDir, 'storage', 'avatars'), {
      recursive: true,
    });
    expect(files.filter((f) => /[0-9a-f-]{36}$/.test(f))).toHaveLength(1);
  });

  it.skipIf(skip)(
    "keeps other users and guests out of a user's folder (403 AccessDenied)",
    async () => {
      const intrude = await asB.storage.from('avatars').upload(`${userA}/evil.png`, pngBlob());
      expect(intrude.error).toMatchObject({ statusCode: '403' });
      const overwrite = await asB.storage
        .from('avatars')
        .upload(`${userA}/avatar.png`, pngBlob(), { upsert: true });
      expect(overwrite.error).toMatchObject({ statusCode: '403' });
      const guest = await anon.storage.from('avatars').upload(`${userA}/guest.png`, pngBlob());
      expect(guest.error).toMatchObject({ statusCode: '403' });
      const removed = await asB.storage.from('avatars').remove([`${userA}/avatar.png`]);
      expect(removed.error).toBeNull();
      expect(removed.data).toEqual([]);
      const own = await asB.storage.from('avatars').upload(`${userB}/me.png`, pngBlob());
      expect(own.error).toBeNull();
    },
  );

  it.skipIf(skip)('applies the bucket limits: 2 MB (413) and image types only (415)', async () => {
    const tooBig = await asA.storage
      .from('avatars')
      .upload(`${userA}/big.png`, pngBlob(new Uint8Array(2 * 1024 * 1024 + 1)));
    expect(tooBig.error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const text = await asA.storage
      .from('avatars')
      .upload(`${userA}/note.txt`, new Blob(['hello'], { type: 'text/plain' }));
    expect(text.error).toMatchObject({
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    });
    const exact = await asA.storage
      .from('avatars')
      .upload(`${userA}/exact.png`, pngBlob(new Uint8Array(2 * 1024 * 1024)));
    expect(exact.error).toBeNull();
  });

  it.skipIf(skip)('lists one level: files with metadata, folders with id null', async () => {
    const inFolder = await asA.storage
      .from('avatars')
      .list(userA, { sortBy: { column: 'name', order: 'asc' } });
    expect(inFolder.error).toBeNull();
    expect(inFolder.data?.map((o) => o.name)).toEqual(['avatar.png', 'exact.png']);
    expect(inFolder.data?.[0]?.metadata).toMatchObject({ mimetype: 'image/png' });
    // The top level would list every user's id: a guest sees nothing, a user only their folder.
    const top = await anon.storage.from('avatars').list();
    expect(top.data).toEqual([]);
    const mine = await asA.storage.from('avatars').list();
    expect(mine.data).toEqual([expect.objectContaining({ name: userA, id: null })]);
    const searched = await asA.storage.from('avatars').list(userA, { search: 'ex' });
    expect(searched.data?.map((o) => o.name)).toEqual(['exact.png']);
  });

  it.skipIf(skip)('removes the owner objects and then answers NoSuchKey', async () => {
    const { data, error } = await asA.storage
      .from('avatars')
      .remove([`${userA}/avatar.png`, `${userA}/exact.png`]);
    expect(error).toBeNull();
    expect(data?.map((o) => o.name).sort()).toEqual([`${userA}/avatar.png`, `${userA}/exact.png`]);
    const gone = await asA.storage.from('avatars').download(`${userA}/avatar.png`);
    expect(gone.error).toMatchObject({ statusCode: '404' });
    const response = await fetch(
      anon.storage.from('avatars').getPublicUrl(`${userA}/avatar.png`).data.publicUrl,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
  });

  it.skipIf(skip)(
    'answers NoSuchBucket, InvalidJWT and InvalidKey in the Storage error shape',
    async () => {
      const bucket = await asA.storage.from('nope').upload(`${userA}/a.png`, pngBlob());
      expect(bucket.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
      const forged = await fetch(`${server.url}/storage/v1/object/avatars/${userA}/a.png`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.',
          'content-type': 'image/png',
        },
        body: png,
      });
      expect(forged.status).toBe(400);
      expect((await forged.json()) as unknown).toMatchObject({
        statusCode: '400',
        code: 'InvalidJWT',
      });
      const response = await fetch(`${server.url}/storage/v1/object/avatars/${userA}/a.png`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          authorization: 'Bearer not.a.jwt',
          'content-type': 'image/png',
        },
        body: png,
      });
      expect((await response.json()) as unknown).toMatchObject({
        statusCode: '400',
        code: 'InvalidJWT',
      });
    },
  );

  it.skipIf(skip)('never writes outside the bucket folder, whatever the key', async () => {
    const token = (await asA.auth.getSession()).data.session?.access_token ?? '';
    for (const key of [
      `${userA}/../../../escape.png`,
      `${userA}/%2e%2e/%2e%2e/escape.png`,
      `${userA}/..%2f..%2fescape.png`,
      `${userA}/..%5c..%5cescape.png`,
    ]) {
      const response = await fetch(`${server.url}/storage/v1/object/avatars/${key}`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'image/png',
        },
        body: png,
      });
      // fetch and the server's URL parser may resolve dot segments first; either way the answer is
      // an error or an object stored inside the user's folder.
      const text = await response.text();
      if (response.ok)
        expect((JSON.parse(text) as { Key: string }).Key.startsWith(`avatars/${userA}/`)).toBe(
          true,
        );
      else expect(response.status).toBeGreaterThanOrEqual(400);
    }
    const outside = await fs.readdir(server.ctx.dataDir);
    expect(outside.filter((f) => f.includes('escape'))).toEqual([]);
    const storageRoot = await fs.readdir(path.join(server.ctx.dataDir, 'storage'));
    expect(storageRoot).toEqual(['avatars']);
  });
});
