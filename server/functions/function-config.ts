import fs from 'node:fs/promises';

/** Per-function settings from `supabase/config.toml` (`[functions.<name>]`). */
export interface FunctionSettings {
  verifyJwt: boolean;
}

/**
 * Reads the `[functions.<name>]` tables of a Supabase `config.toml`. Only the keys the local
 * server acts on are parsed (`verify_jwt`); a missing file means defaults (JWT verified).
 */
export async function readFunctionSettings(
  configFile: string,
): Promise<Map<string, FunctionSettings>> {
  let text: string;
  try {
    text = await fs.readFile(configFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  return parseFunctionSettings(text);
}

export function parseFunctionSettings(toml: string): Map<string, FunctionSettings> {
  const settings = new Map<string, FunctionSettings>();
  let current: string | null = null;
  for (const rawLine of toml.split(/\r?\n/)) {
    const line = stripComment(rawLine).trim();
    if (line === '') continue;
    const table = /^\[\s*([^\]]+?)\s*\]$/.exec(line);
    if (table) {
      const name = /^functions\.(?:"([^"]+)"|([A-Za-z0-9_-]+))$/.exec(table[1] ?? '');
      current = name ? (name[1] ?? name[2] ?? null) : null;
      if (current && !settings.has(current)) settings.set(current, { verifyJwt: true });
      continue;
    }
    if (!current) continue;
    const pair = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
    if (pair) settings.set(current, { verifyJwt: pair[1] === 'true' });
  }
  return settings;
}

function stripComment(line: string): string {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === '#' && !quoted) return line.slice(0, i);
  }
  return line;
}
