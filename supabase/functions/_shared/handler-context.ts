/**
 * What a runtime may hand a function's handler besides the request. Hosted Supabase and Deno
 * (`index.ts`) hand nothing: calls to the project's own APIs (SUPABASE_URL) go over the network
 * with the global fetch. The embedded server hands `fetch`, which answers calls to its own REST API
 * in its own process (no socket, no HTTP written and parsed both ways) and passes anything else to
 * the global fetch.
 */
export interface HandlerContext {
  readonly fetch?: typeof fetch;
}
