/** Throws, as a buggy function would. */
export default function broken(): Response {
  throw new Error('function bug');
}
