/**
 * How much of real drink data the bar vocabulary understands.
 *
 *   npm run eval:bar [-- <datasets folder>]      (default: ../shared/datasets)
 *
 * Reads every ingredient line of opendrinks/drinks.jsonl (720 community drinks) and of the IBA
 * files (iba-cocktails/iba-web/iba-cocktails-web.json), resolves each ingredient name with
 * `resolveDrinkIngredient` (the same reader the drink library and the shelf use) and prints the
 * unresolved names, most frequent first, then one summary line per source and overall:
 * `resolved=…% (n/N)`. Lines with an empty name are not counted. The target is ≥ 95 %.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveDrinkIngredient } from '../domain/index.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(process.argv[2] ?? join(here, '../../shared/datasets'));

interface Source {
  readonly name: string;
  readonly names: readonly string[];
}

function opendrinks(): Source {
  const file = join(root, 'opendrinks/drinks.jsonl');
  const names: string[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const drink = JSON.parse(line) as { ingredients?: { ingredient?: string }[] };
    for (const row of drink.ingredients ?? []) names.push(row.ingredient ?? '');
  }
  return { name: 'opendrinks', names };
}

function iba(): Source {
  const file = join(root, 'iba-cocktails/iba-web/iba-cocktails-web.json');
  const drinks = JSON.parse(readFileSync(file, 'utf8')) as {
    ingredients?: { ingredient?: string }[];
  }[];
  return {
    name: 'iba',
    names: drinks.flatMap((d) => (d.ingredients ?? []).map((row) => row.ingredient ?? '')),
  };
}

if (!existsSync(root)) {
  console.error(`No datasets folder at ${root}`);
  process.exit(1);
}

const sources = [opendrinks(), iba()];
const unresolved = new Map<string, number>();
let total = 0;
let resolved = 0;
const summaries: string[] = [];
for (const source of sources) {
  let n = 0;
  let ok = 0;
  for (const name of source.names) {
    if (name.trim() === '') continue;
    n += 1;
    if (resolveDrinkIngredient(name)) ok += 1;
    else {
      const shown = name.trim().toLowerCase();
      unresolved.set(shown, (unresolved.get(shown) ?? 0) + 1);
    }
  }
  total += n;
  resolved += ok;
  summaries.push(`${source.name}: resolved=${((100 * ok) / n).toFixed(1)}% (${ok}/${n})`);
}
const sorted = [...unresolved].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
console.log(`Unresolved names (${sorted.length} distinct), most frequent first:`);
for (const [name, count] of sorted) console.log(`  ${String(count).padStart(3)}  ${name}`);
for (const line of summaries) console.log(line);
console.log(`overall: resolved=${((100 * resolved) / total).toFixed(1)}% (${resolved}/${total})`);
