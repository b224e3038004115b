type EnvReader = { env: { get(name: string): string | undefined } };

/** Reads a setting from Deno.env under Deno (hosted Supabase) or process.env under Node (server/). */
export function readEnv(name: string): string | undefined {
  const deno = (globalThis as { Deno?: EnvReader }).Deno;
  if (deno) {
    try {
      return deno.env.get(name) || undefined;
    } catch {
      return undefined; // no --allow-env permission for this name
    }
  }
  return (
    (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env[name] ||
    undefined
  );
}
