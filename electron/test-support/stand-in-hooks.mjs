/**
 * Module resolution hook for running the built main process under plain Node
 * (electron/built-app.test.ts): every `import … from 'electron'` gets electron-stand-in.mjs.
 * Registered by register-stand-in.mjs (`node --import …/register-stand-in.mjs dist-electron/main.js`).
 */
const STAND_IN = new URL('./electron-stand-in.mjs', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'electron') return { url: STAND_IN, shortCircuit: true };
  return nextResolve(specifier, context);
}
