import type { SiteRule } from './types.ts';
import { arla } from './arla.ts';
import { grimgrains } from './grimgrains.ts';
import { lefigaro } from './lefigaro.ts';
import { culy, rutgerbakt } from './method-heading.ts';
import { wikibooks } from './wikibooks.ts';
import { wprmCard } from './wprm-card.ts';

export type { SiteFields, SiteRule } from './types.ts';

/** Every site-specific rule; each lives in its own module beside this one. */
export const SITE_RULES: readonly SiteRule[] = [
  arla,
  culy,
  grimgrains,
  lefigaro,
  rutgerbakt,
  wikibooks,
  wprmCard,
];

/** The rule for a host ("www." ignored, subdomains match their parent), if any. */
export function siteRuleFor(host: string): SiteRule | null {
  const bare = host.toLowerCase().replace(/^www\./, '');
  for (const rule of SITE_RULES) {
    if (rule.hosts.some((h) => bare === h || bare.endsWith(`.${h}`))) return rule;
  }
  return null;
}
