/**
 * A per-process key index for corpora too large to hold whole in memory (more than
 * MEMORY_MAX_RECIPES meal recipes): only what matching reads and what a results card shows is
 * kept, so the same domain matcher the app runs offline ranks the corpus here with nothing read on
 * the request path. The answer carries summaries; the app reads a recipe's details (ingredients,
 * steps…) when it is opened. One module a job:
 * - key-index-paging.ts: the limit for this process, and reading the rows page by page;
 * - key-index-build.ts: the rows in the matcher's shape, keys numbered, anchors filed;
 * - key-index-rank.ts: the best matches for a kitchen, as matchKitchenKeys would rank them.
 */
export {
  buildKeyIndex,
  type KeyIndex,
  type KeyIndexRecipe,
  type KeyRow,
} from './key-index-build.ts';
export {
  KEY_COLUMNS,
  KEY_INDEX_MAX_RECIPES,
  inEdgeRuntime,
  keyIndexLimit,
  loadKeyIndex,
  type RestReader,
} from './key-index-paging.ts';
export { rankWithKeyIndex } from './key-index-rank.ts';
