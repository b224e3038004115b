/**
 * npm run bench:bundle — after `vite build`, prints the gzip size of the JS and
 * CSS the kitchen route (/) needs for its first render, and PASS/FAIL against
 * the 150 KB JS budget of issue 2.
 *
 * "First load" follows the usual definition (e.g. Next.js's "First Load JS"):
 * the entry chunk and its static imports, plus the kitchen route's lazy chunk
 * and its static imports. Code behind a dynamic import() is listed separately:
 * some of it is fetched right after the first render (the Supabase client for
 * the auth check, the toaster, the service-worker registration), the rest on demand.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const DIST = 'dist';
const BUDGET_KB = 150;
const KITCHEN_ROUTE = 'src/app/pages/kitchen-route.tsx';

function fail(message: string): never {
  console.error(`bench:bundle: ${message}`);
  process.exit(2);
}

const manifestPath = join(DIST, '.vite', 'manifest.json');
if (!existsSync(manifestPath))
  fail(`${manifestPath} not found. Run \`npx vite build\` first (build.manifest must be on).`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const gz = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The static-import closure of the given manifest keys. */
function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) fail(`manifest has no entry "${key}"`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) fail('no entry chunk in the manifest');
if (!manifest[KITCHEN_ROUTE]) fail(`the kitchen route ${KITCHEN_ROUTE} is not a separate chunk`);

// Sanity check: the built HTML loads the entry the manifest names.
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
if (!html.includes(manifest[entryKey]!.file))
  fail(`dist/index.html does not load ${manifest[entryKey]!.file}`);

const firstLoad = closure([entryKey, KITCHEN_ROUTE]);
const rows: { file: string; kind: 'js' | 'css'; size: number }[] = [];
const cssFiles = new Set<string>();
for (const key of firstLoad) {
  const chunk = manifest[key]!;
  rows.push({ file: chunk.file, kind: 'js', size: gz(chunk.file) });
  chunk.css?.forEach((file) => cssFiles.add(file));
}
for (const file of cssFiles) rows.push({ file, kind: 'css', size: gz(file) });

const deferred = new Set<string>();
for (const key of firstLoad)
  manifest[key]!.dynamicImports?.forEach((dyn) => !firstLoad.has(dyn) && deferred.add(dyn));

const jsTotal = rows.filter((row) => row.kind === 'js').reduce((sum, row) => sum + row.size, 0);
const cssTotal = rows.filter((row) => row.kind === 'css').reduce((sum, row) => sum + row.size, 0);

console.log('Kitchen route (/) first load, gzip -9:');
for (const row of rows.sort((a, b) => b.size - a.size))
  console.log(`  ${row.kind.padEnd(3)} ${kb(row.size).padStart(9)}  ${row.file}`);
console.log(`  JS total:  ${kb(jsTotal)}`);
console.log(`  CSS total: ${kb(cssTotal)}`);
console.log(
  '\nBehind dynamic import() (not in the first load; fetched after first render or on demand):',
);
for (const key of deferred) {
  const files = [...closure([key])].filter((k) => !firstLoad.has(k)).map((k) => manifest[k]!.file);
  const size = files.reduce((sum, file) => sum + gz(file), 0);
  console.log(`  ${kb(size).padStart(9)}  ${key}`);
}
const pass = jsTotal <= BUDGET_KB * 1024;
console.log(
  `\n${pass ? 'PASS' : 'FAIL'}: kitchen first-load JS ${kb(jsTotal)} gzip (budget ${BUDGET_KB} KB)`,
);
process.exit(pass ? 0 : 1);
