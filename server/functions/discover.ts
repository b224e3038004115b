import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { HandlerContext } from '../../supabase/functions/_shared/handler-context.ts';

export type FunctionHandler = (
  request: Request,
  context: HandlerContext,
) => Response | Promise<Response>;

export interface FunctionModule {
  name: string;
  file: string;
  /** Imported on first use (module loading is not free and most functions are rarely called). */
  load(): Promise<FunctionHandler>;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
/** The source, or the desktop build's bundle of it (dist-electron/functions/<name>/handler.js). */
const HANDLER_FILES = ['handler.ts', 'handler.js'];

async function firstExisting(files: string[]): Promise<string | null> {
  for (const file of files) {
    try {
      await fs.access(file);
      return file;
    } catch {
      // Try the next one.
    }
  }
  return null;
}

/**
 * `supabase/functions/<name>/handler.ts` (or a bundled `handler.js`) for every function folder (folders starting with `_`, like
 * `_shared`, are not functions). The handler module exports `default` or `handler`:
 * a Web-standard `(Request) => Response`; its `index.ts` is the Deno entry (`Deno.serve(handler)`).
 */
export async function discoverFunctions(
  functionsDir: string,
): Promise<Map<string, FunctionModule>> {
  const found = new Map<string, FunctionModule>();
  let entries: Dirent[];
  try {
    entries = await fs.readdir(functionsDir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return found;
    throw error;
  }
  for (const entry of entries) {
    if (!entry.isDirectory() || !NAME.test(entry.name)) continue;
    const file = await firstExisting(
      HANDLER_FILES.map((f) => path.join(functionsDir, entry.name, f)),
    );
    if (!file) continue;
    let loading: Promise<FunctionHandler> | null = null;
    found.set(entry.name, {
      name: entry.name,
      file,
      load: () =>
        (loading ??= importHandler(entry.name, file).catch((error: unknown) => {
          loading = null; // a fixed file is picked up on the next call
          throw error;
        })),
    });
  }
  return found;
}

async function importHandler(name: string, file: string): Promise<FunctionHandler> {
  const mod = (await import(pathToFileURL(file).href)) as { default?: unknown; handler?: unknown };
  const handler = typeof mod.default === 'function' ? mod.default : mod.handler;
  if (typeof handler !== 'function') {
    throw new Error(
      `supabase/functions/${name}/${path.basename(file)} must export a default (or "handler") function`,
    );
  }
  return handler as FunctionHandler;
}
