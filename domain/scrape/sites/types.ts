import type { Document } from '../dom.ts';
import type { RecipeFields } from '../schema-recipe.ts';
import type { ScrapedIngredientGroup } from '../types.ts';

/** What a site rule may set: recipe fields, and the ingredient lines under their group headings. */
export type SiteFields = Partial<RecipeFields> & {
  readonly ingredientGroups?: ScrapedIngredientGroup[];
};

/**
 * A site-specific rule: for pages whose host matches, it fills or overrides fields that the
 * generic sources get wrong or cannot see. Keep each one small and give it a test.
 */
export interface SiteRule {
  /** Host names (without "www.") the rule applies to, subdomains included. */
  readonly hosts: readonly string[];
  readonly extract: (doc: Document, pageUrl: string, fields: Readonly<RecipeFields>) => SiteFields;
}
