import { KITCHEN_MESSAGES as M } from '@domain';

/**
 * The recipe search's own texts (spec §4, §5, §8), word for word and kept once in the domain.
 * Split from texts.ts so the kitchen's first load carries only these.
 */
export const SEARCH_TEXTS = {
  letsCook: M.letsCook,
  cooking: M.cooking,
  addSomeFirst: M.addSomeFirst,
  recipesFound: M.recipesFoundTitle,
  recipesFoundText: M.recipesFoundDescription,
  serviceDown: M.serviceUnavailableTitle,
  serviceDownText: M.serviceUnavailableDescription,
} as const;
