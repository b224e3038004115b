/** Like echo, exported by name and opted out of JWT verification in the fixture config.toml. */
export function handler(req: Request): Response {
  return Response.json(
    { path: new URL(req.url).pathname, authorization: req.headers.get('authorization') },
    { status: 202 },
  );
}
