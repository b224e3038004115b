import type { Document } from '../dom.ts';
import type { RecipeFields } from '../schema-recipe.ts';

/**
 * A site-specific rule: for pages whose host matches, it fills or overrides fields that the
 * generic sources get wrong or cannot see. Keep each one small and give it a test.
 */
export interface SiteRule {
  /** Host names (without "www.") the rule applies to, subdomains included. */
  readonly hosts: readonly string[];
  readonly extract: (doc: Document, pageUrl: string, fields: Readonly<RecipeFields>) => Partial<RecipeFields>;
}
