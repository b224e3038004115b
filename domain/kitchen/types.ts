/** A type, not an interface, so a template is JSON as the database column types it. */
export type Template = {
  id: string;
  name: string;
  /** Sorted alphabetically. */
  ingredients: string[];
  /** ISO timestamp. */
  created_at: string;
};

export interface KitchenState {
  /** Kept alphabetically sorted (case-insensitive). */
  ingredients: string[];
  templates: Template[];
  /** Most recent first, at most MAX_RECENT_INGREDIENTS. */
  recentIngredients: string[];
}

export type KitchenOutcome =
  | { ok: true; kind: 'added'; added: string[]; message: string }
  | {
      ok: true;
      kind: 'removed' | 'cleared' | 'template-created' | 'template-deleted' | 'template-applied';
      message: string;
    }
  | {
      ok: false;
      kind:
        | 'duplicate'
        | 'all-duplicates'
        | 'invalid'
        | 'template-invalid'
        | 'template-all-present'
        | 'not-found'
        | 'too-many';
      message: string;
    };

export type KitchenOutcomeKind = KitchenOutcome['kind'];

export interface KitchenResult {
  state: KitchenState;
  outcome: KitchenOutcome;
}

/** The empty kitchen. Deeply frozen: every action returns new arrays, never mutates. */
export const EMPTY_KITCHEN: KitchenState = Object.freeze({
  ingredients: Object.freeze([]) as unknown as string[],
  templates: Object.freeze([]) as unknown as Template[],
  recentIngredients: Object.freeze([]) as unknown as string[],
});
