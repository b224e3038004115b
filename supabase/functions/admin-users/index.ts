// Deno entry for hosted Supabase (`supabase functions deploy admin-users`, verify_jwt on) and for
// running the function under real Deno; the embedded server imports handler.ts directly.
import handler from './handler.ts';

Deno.serve(handler);
