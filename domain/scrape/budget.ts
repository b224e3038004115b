/**
 * A time budget for one page. The extractor checks it between its passes and inside its loops over
 * the page's elements; once spent, the passes still to run are skipped and what was found so far is
 * returned. Hostile or huge pages therefore cost a bounded time, whatever their shape.
 */
export interface Budget {
  /** True once the budget is spent (and from then on). */
  spent(): boolean;
}

/** Milliseconds one page may take by default: generous for real pages (tens of ms), bounded for the rest. */
export const PAGE_BUDGET_MS = 2000;

export interface BudgetOptions {
  /** Milliseconds allowed; default `PAGE_BUDGET_MS`. */
  readonly budgetMs?: number;
  /** The clock (ms); default `Date.now`. Tests pass their own. */
  readonly now?: () => number;
}

export function startBudget(options: BudgetOptions = {}): Budget {
  const now = options.now ?? Date.now;
  const deadline = now() + (options.budgetMs ?? PAGE_BUDGET_MS);
  let over = false;
  return {
    spent() {
      if (!over && now() > deadline) over = true;
      return over;
    },
  };
}

/** A budget that is never spent. */
export const UNLIMITED: Budget = { spent: () => false };
