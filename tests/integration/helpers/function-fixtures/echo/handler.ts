/** Echoes what the function was given, so tests can see the request arrive intact. */
export default async function echo(req: Request): Promise<Response> {
  const url = new URL(req.url);
  return Response.json({
    method: req.method,
    path: url.pathname,
    search: url.search,
    authorization: req.headers.get('authorization'),
    custom: req.headers.get('x-custom'),
    contentType: req.headers.get('content-type'),
    body: await req.text(),
    supabaseUrl: process.env.SUPABASE_URL ?? null,
    hasAnonKey: Boolean(process.env.SUPABASE_ANON_KEY),
    hasServiceKey: Boolean(process.env.SUPABASE_SERVICE_ROLE_KEY),
  });
}
