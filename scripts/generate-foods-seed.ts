/**
 * Builds the foods database from USDA SR26 (../shared/datasets/usda-sr26/, public domain, USDA ARS):
 * - supabase/migrations/20261125300100_seed_foods.sql: all 8,463 foods into public.foods, with the
 *   tracked nutrients per 100 g (NULL where SR26 has no value, never 0) and the household measures;
 * - src/features/nutrition/foods-index.json: the same foods packed for the bundled offline search
 *   (a lazy chunk of the nutrition page).
 * Read: FOOD_DES (names, groups), FD_GROUP, WEIGHT (household measures) and the per-100 g values of
 * the data set's foods_per100g.csv (SR26's abbreviated table, blank where NUT_DATA has no row; the
 * data set carries no NUT_DATA.txt). Deterministic: same data → same bytes.
 *
 *   npx tsx scripts/generate-foods-seed.ts [path/to/usda-sr26]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FOOD_NUTRIENTS, NUTRIENT_ROWS, foodRankBias } from '../domain/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const datasetDir = resolve(process.argv[2] ?? join(here, '../../shared/datasets/usda-sr26'));
export const FOODS_SEED_FILE = join(here, '../supabase/migrations/20261125300100_seed_foods.sql');
export const FOODS_INDEX_FILE = join(here, '../src/features/nutrition/foods-index.json');

const caretFields = (line: string) => line.split('^').map((s) => s.replace(/^~|~$/g, ''));
const lines = (file: string) =>
  readFileSync(join(datasetDir, file), 'latin1')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');

function parseCsvLine(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

/** SR26 numbers as short decimals ("0.000" → 0, "3.250" → 3.25); blank → null. */
function num(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`Bad SR26 number ${raw}`);
  return n;
}

const fmtAmount = (n: number) => String(Math.round(n * 1000) / 1000);

export interface GeneratedFoods {
  sql: string;
  index: string;
  count: number;
}

export function generateFoods(): GeneratedFoods {
  const groups = new Map(lines('FD_GROUP.txt').map((l) => caretFields(l) as [string, string]));
  const descs = lines('FOOD_DES.txt').map(caretFields);

  const csv = readFileSync(join(datasetDir, 'foods_per100g.csv'), 'utf8').split(/\r?\n/);
  const header = parseCsvLine(csv[0] ?? '');
  const cols = FOOD_NUTRIENTS.map((n) => {
    const i = header.indexOf(n.sr26);
    if (i < 0) throw new Error(`Column ${n.sr26} missing from foods_per100g.csv`);
    return i;
  });
  const values = new Map<string, (number | null)[]>();
  for (const line of csv.slice(1)) {
    if (!line.trim()) continue;
    const f = parseCsvLine(line);
    values.set(
      f[0] ?? '',
      cols.map((c) => num(f[c])),
    );
  }

  const measures = new Map<string, [string, number][]>();
  for (const line of lines('WEIGHT.txt')) {
    const [ndb = '', , amount, desc = '', grams] = caretFields(line);
    const a = Number(amount);
    const g = Number(grams);
    if (!(a > 0) || !(g > 0)) continue;
    const list = measures.get(ndb) ?? [];
    const label = `${fmtAmount(a)} ${desc.trim()}`;
    if (!list.some(([l]) => l === label)) list.push([label, Math.round(g * 100) / 100]);
    measures.set(ndb, list);
  }

  const canonical = new Set(
    NUTRIENT_ROWS.filter((r) => !r.source.includes('proxy')).map((r) => r.ndb),
  );
  const groupCodes = [...groups.keys()].sort();
  const sqlRows: string[] = [];
  const packed: unknown[] = [];
  for (const d of descs) {
    const [ndb = '', groupCode = '', name = ''] = d;
    const v = values.get(ndb);
    if (!v) throw new Error(`NDB ${ndb} has no nutrient row`);
    const group = groups.get(groupCode);
    if (!group) throw new Error(`NDB ${ndb}: unknown group ${groupCode}`);
    const bias = foodRankBias(name, group, canonical.has(ndb));
    const m = measures.get(ndb) ?? [];
    const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
    sqlRows.push(
      `(${q(ndb)},${q(name)},${q(groupCode)},${bias},${v.map((x) => (x === null ? 'null' : String(x))).join(',')},${q(JSON.stringify(m))})`,
    );
    packed.push([ndb, name, groupCodes.indexOf(groupCode), bias, v, m]);
  }

  const columns = FOOD_NUTRIENTS.map((n) => n.column).join(', ');
  const sql = `-- GENERATED FILE: do not edit by hand. Regenerate: npx tsx scripts/generate-foods-seed.ts
-- USDA National Nutrient Database for Standard Reference, Release 26 (USDA ARS, public domain):
-- ${descs.length} foods, per 100 g edible portion; NULL = SR26 has no value.
-- (tests/integration/foods-search.test.ts fails while this file is stale.)

insert into public.foods (ndb, name, food_group, rank_bias, ${columns}, measures)
select v.ndb, v.name, g.name, v.rank_bias, ${FOOD_NUTRIENTS.map((n) => `v.${n.column}`).join(', ')}, v.measures::jsonb
from (values
${sqlRows.join(',\n')}
) as v (ndb, name, group_code, rank_bias, ${columns}, measures)
join (values
${groupCodes.map((c) => `(${`'${c}'`},'${(groups.get(c) ?? '').replace(/'/g, "''")}')`).join(',\n')}
) as g (code, name) on g.code = v.group_code
on conflict (ndb) do nothing;
`;
  const index = JSON.stringify({
    version: 1,
    source: 'USDA SR26 (public domain), generated by scripts/generate-foods-seed.ts',
    nutrients: FOOD_NUTRIENTS.map((n) => n.key),
    groups: groupCodes.map((c) => groups.get(c)),
    foods: packed,
  });
  return { sql, index, count: descs.length };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { sql, index, count } = generateFoods();
  writeFileSync(FOODS_SEED_FILE, sql);
  writeFileSync(FOODS_INDEX_FILE, `${index}\n`);
  console.log(
    `${count} foods → ${FOODS_SEED_FILE} (${(sql.length / 1e6).toFixed(2)} MB), ${FOODS_INDEX_FILE} (${(index.length / 1e6).toFixed(2)} MB)`,
  );
}
