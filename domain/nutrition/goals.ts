import { NUTRIENT_KEYS, emptyNutrients, type NutrientKey } from './food-nutrients.ts';

/** Daily targets per nutrient; null = no target. */
export type NutritionGoals = Readonly<Record<NutrientKey, number | null>>;

/**
 * Reference daily values for adults (US FDA Daily Values, 2016 rule, for a 2,000 kcal diet; sugars
 * = the added-sugars value): the micronutrient targets of every preset.
 */
const DAILY_VALUES: NutritionGoals = {
  kcal: 2000,
  protein: 50,
  fat: 78,
  carbs: 275,
  fibre: 28,
  sugar: 50,
  sodium: 2300,
  calcium: 1300,
  iron: 18,
  magnesium: 420,
  potassium: 4700,
  zinc: 11,
  vitaminA: 900,
  vitaminC: 90,
  vitaminD: 20,
  vitaminB12: 2.4,
  folate: 400,
};

/** Macronutrient goals for an energy target: shares of energy (4 kcal/g protein and carbs, 9 fat). */
export function macrosForEnergy(
  kcal: number,
  shares: { protein: number; fat: number; carbs: number } = { protein: 0.2, fat: 0.3, carbs: 0.5 },
): Pick<Record<NutrientKey, number>, 'kcal' | 'protein' | 'fat' | 'carbs' | 'fibre' | 'sugar'> {
  return {
    kcal: Math.round(kcal),
    protein: Math.round((kcal * shares.protein) / 4),
    fat: Math.round((kcal * shares.fat) / 9),
    carbs: Math.round((kcal * shares.carbs) / 4),
    // 14 g of fibre per 1,000 kcal; sugars under 10 % of energy.
    fibre: Math.round((kcal / 1000) * 14),
    sugar: Math.round((kcal * 0.1) / 4),
  };
}

export interface GoalPreset {
  readonly id: string;
  readonly label: string;
  readonly description: string;
  readonly goals: NutritionGoals;
}

export const GOAL_PRESETS: readonly GoalPreset[] = [
  {
    id: 'daily-values',
    label: 'Daily Values (2,000 kcal)',
    description: 'The reference amounts on US food labels.',
    goals: DAILY_VALUES,
  },
  {
    id: 'lighter',
    label: 'Lighter day (1,600 kcal)',
    description: '20 % protein, 30 % fat, 50 % carbohydrate.',
    goals: { ...DAILY_VALUES, ...macrosForEnergy(1600) },
  },
  {
    id: 'active',
    label: 'Active day (2,600 kcal)',
    description: '20 % protein, 30 % fat, 50 % carbohydrate.',
    goals: { ...DAILY_VALUES, ...macrosForEnergy(2600) },
  },
  {
    id: 'high-protein',
    label: 'High protein (2,000 kcal)',
    description: '30 % protein, 30 % fat, 40 % carbohydrate.',
    goals: { ...DAILY_VALUES, ...macrosForEnergy(2000, { protein: 0.3, fat: 0.3, carbs: 0.4 }) },
  },
];

export const DEFAULT_GOALS: NutritionGoals = DAILY_VALUES;

/** Whether goals are the defaults every diary starts with (so the user has not set any of their own). */
export function isDefaultGoals(goals: NutritionGoals): boolean {
  return (Object.keys(DEFAULT_GOALS) as (keyof NutritionGoals)[]).every(
    (key) => goals[key] === DEFAULT_GOALS[key],
  );
}

export type Sex = 'female' | 'male';
export const ACTIVITY_LEVELS = [
  { id: 'sedentary', label: 'Little or no exercise', factor: 1.2 },
  { id: 'light', label: 'Light exercise 1–3 days a week', factor: 1.375 },
  { id: 'moderate', label: 'Moderate exercise 3–5 days a week', factor: 1.55 },
  { id: 'active', label: 'Hard exercise 6–7 days a week', factor: 1.725 },
  { id: 'very-active', label: 'Physical job or training twice a day', factor: 1.9 },
] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number]['id'];

export interface BodyFacts {
  readonly sex: Sex;
  readonly age: number;
  readonly heightCm: number;
  readonly weightKg: number;
  readonly activity: ActivityLevel;
}

/** The formula as shown to the user. */
export const MIFFLIN_ST_JEOR_FORMULA =
  'BMR = 10 × weight (kg) + 6.25 × height (cm) − 5 × age (years) + 5 (men) or − 161 (women); daily energy = BMR × activity factor';

export const BODY_LIMITS = {
  age: [18, 100],
  heightCm: [120, 230],
  weightKg: [35, 300],
} as const;

/** Resting energy (kcal/day), Mifflin–St Jeor (1990). */
export function mifflinStJeorBmr(facts: Omit<BodyFacts, 'activity'>): number {
  const base = 10 * facts.weightKg + 6.25 * facts.heightCm - 5 * facts.age;
  return base + (facts.sex === 'male' ? 5 : -161);
}

/** Daily energy need: BMR × activity factor, rounded to the kcal. */
export function dailyEnergy(facts: BodyFacts): number {
  const factor = ACTIVITY_LEVELS.find((a) => a.id === facts.activity)?.factor ?? 1.2;
  return Math.round(mifflinStJeorBmr(facts) * factor);
}

/** Goals from the calculator: energy from Mifflin–St Jeor, macros as shares, the rest as Daily Values. */
export function goalsFromBody(facts: BodyFacts): NutritionGoals {
  return { ...DAILY_VALUES, ...macrosForEnergy(dailyEnergy(facts)) };
}

/** Messages for body facts outside the calculator's range, per field. */
export function checkBodyFacts(facts: {
  age: number;
  heightCm: number;
  weightKg: number;
}): Partial<Record<'age' | 'heightCm' | 'weightKg', string>> {
  const out: Partial<Record<'age' | 'heightCm' | 'weightKg', string>> = {};
  const names = { age: 'Age', heightCm: 'Height', weightKg: 'Weight' } as const;
  const units = { age: 'years', heightCm: 'cm', weightKg: 'kg' } as const;
  for (const field of ['age', 'heightCm', 'weightKg'] as const) {
    const [min, max] = BODY_LIMITS[field];
    const v = facts[field];
    if (!Number.isFinite(v)) out[field] = `${names[field]}: enter a number.`;
    else if (v < min || v > max)
      out[field] = `${names[field]} must be between ${min} and ${max} ${units[field]}.`;
  }
  return out;
}

/** Reads stored goals; anything unreadable is no target (null). */
export function parseStoredGoals(raw: unknown): NutritionGoals | null {
  if (raw === null || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const goals = emptyNutrients();
  for (const key of NUTRIENT_KEYS) {
    const v = r[key];
    goals[key] = typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1_000_000 ? v : null;
  }
  return goals;
}
