/** One reader of settings for every runtime, kept beside the safe fetcher that needs it too. */
export { readEnv } from '../../../packages/safe-fetch/read-env.ts';
