import { findRecipeNode, isObject, jsonLdBlocks, prop } from '../json-ld.ts';
import { cleanText } from '../text.ts';
import type { SiteRule } from './types.ts';

/**
 * Madame Figaro names each HowToStep with a heading ("Préparation de la sauce") that the page
 * prints in front of the step; keep it as "heading: text".
 */
export const lefigaro: SiteRule = {
  hosts: ['madame.lefigaro.fr'],
  extract(doc) {
    const steps = prop(findRecipeNode(jsonLdBlocks(doc)) ?? {}, 'recipeInstructions');
    if (!Array.isArray(steps)) return {};
    const instructions = steps.filter(isObject).map((step) => {
      const name = cleanText(String(prop(step, 'name') ?? ''));
      const text = cleanText(String(prop(step, 'text') ?? ''));
      return name && text ? `${name}: ${text}` : name || text;
    });
    return instructions.some((s) => s.length > 0)
      ? { instructions: instructions.filter((s) => s.length > 0), instructionGroups: [] }
      : {};
  },
};
