/** Folders starting with "_" hold shared code, never a function. */
export default function shared(): Response {
  return new Response('should not be served');
}
