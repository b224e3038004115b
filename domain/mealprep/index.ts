/** Meal prep: the week plan, the planner, the shopping list and the prep day. */
export * from './types.ts';
export * from './week.ts';
export * from './amounts.ts';
export * from './aisles.ts';
export * from './shopping-list.ts';
export * from './library.ts';
export * from './planner.ts';
export * from './stored-plan.ts';
export * from './storage-life.ts';
export * from './prep-day.ts';
export * from './saved.ts';
