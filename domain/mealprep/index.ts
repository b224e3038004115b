/** Meal prep: the week plan, the planner, the shopping list and the prep day. */
export * from './types.ts';
export * from './week.ts';
export * from './amounts.ts';
export * from './aisles.ts';
export * from './shopping-list.ts';
export * from './library.ts';
export * from './planner.ts';
