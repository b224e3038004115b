// Deno entry for hosted Supabase (`supabase functions deploy suggest-recipes-web`) and for running
// the function under real Deno; the embedded server imports handler.ts directly.
import handler from './handler.ts';

Deno.serve((req) => handler(req));
