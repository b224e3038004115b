import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import electron from 'vite-plugin-electron/simple';
import {
  DESKTOP_BACKEND_EXTERNALS,
  desktopBackendEntries,
  desktopBackendFiles,
} from './scripts/desktop-backend-build.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { PRERENDERED_DIR, prerender } from './scripts/vite-prerender.ts';
import { routePreload } from './scripts/vite-route-preload.ts';
import { libraryRecipePages, RECIPE_DATA_DIR, recipeData } from './scripts/vite-recipe-data.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** A search's results live in the tab's session: a reload paints them as they were kept. */
const KEPT_PAGES = [{ paths: ['/recipe-results'], file: 'recipe-results.html' }] as const;
const startName = path.basename(root);
const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@domain': fileURLToPath(new URL('./domain/index.ts', import.meta.url)),
};

export default defineConfig(({ mode }) => {
  const desktop = mode === 'desktop';
  const plugins: PluginOption[] = [react(), tailwindcss()];
  if (desktop) {
    plugins.push(
      electron({
        // The embedded backend and the edge functions are bundled beside main.js (no tsx at run
        // time); main.js loads backend.js only when the local backend is on.
        main: {
          entry: { main: 'electron/main.ts', ...desktopBackendEntries(root) },
          vite: {
            plugins: [desktopBackendFiles(root)],
            build: { rolldownOptions: { external: DESKTOP_BACKEND_EXTERNALS } },
          },
        },
        preload: {
          input: 'electron/preload.ts',
          // The sandboxed preload must be one CommonJS script; keep the .js name electron-builder expects.
          vite: { build: { rolldownOptions: { output: { entryFileNames: '[name].js' } } } },
        },
      }),
    );
  } else {
    plugins.push(
      VitePWA({
        registerType: 'autoUpdate',
        injectRegister: null,
        filename: 'sw.js',
        includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
        manifest: {
          name: 'Larder',
          short_name: 'Larder',
          description: "Decide what's for dinner with what's already in your kitchen.",
          theme_color: '#15803d',
          background_color: '#ffffff',
          display: 'standalone',
          start_url: '/',
          scope: '/',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            {
              src: '/icons/maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
        // After the prerendered pages are written: the pages kept for a reload are precached.
        integration: { closeBundleOrder: 'post' },
        workbox: {
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [
            /^\/(auth|rest|functions|storage|realtime)\/v1\//,
            /^\/_dev\//,
            /^\/health$/,
            ...KEPT_PAGES.flatMap((page) => page.paths.map((path) => new RegExp(`^${path}/?$`))),
          ],
          globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,json}'],
          // One file per library recipe, read when online; offline the library chunk answers.
          // Prerendered pages are for a first visit over the network (offline, index.html
          // answers), except the pages kept for a reload, which hold no content of their own.
          globIgnores: [
            `${RECIPE_DATA_DIR}/**`,
            `${PRERENDERED_DIR}/!(${KEPT_PAGES.map((page) => page.file).join('|')})`,
          ],
          // A reload of a kept page asks the server (which sends its document), and offline gets
          // the precached copy of that document, which works from the tab's session alone.
          runtimeCaching: KEPT_PAGES.map((page) => ({
            // Workbox tests a same-origin pattern against the whole URL.
            urlPattern: new RegExp(`^[^?#]*://[^/]+${page.paths[0]}/?$`),
            handler: 'NetworkFirst' as const,
            options: {
              cacheName: 'kept-pages',
              networkTimeoutSeconds: 3,
              precacheFallback: { fallbackURL: `/${PRERENDERED_DIR}/${page.file}` },
            },
          })),
          maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        },
      }),
      recipeData(),
      // Each page route's lazy chunks (src/app/routes.tsx), fetched alongside the entry.
      routePreload([
        [/^\/(kitchen\/?)?$/, ['src/app/pages/kitchen-route.tsx']],
        [
          /^\/recipe-results\/?$/,
          ['src/app/pages/recipe-routes.tsx', 'src/features/recipes/recipe-results-page.tsx'],
        ],
        [
          /^\/(recipe|recipe-instructions)\/[^/]+\/?$/,
          ['src/app/pages/recipe-routes.tsx', 'src/features/recipes/recipe-detail-page.tsx'],
        ],
        [
          /^\/shopping-suggestions\/?$/,
          ['src/app/pages/recipe-routes.tsx', 'src/features/recipes/shopping-suggestions-page.tsx'],
        ],
        [
          /^\/saved-recipes\/?$/,
          [
            'src/app/pages/saved-recipes-route.tsx',
            'src/features/saved-recipes/saved-recipes-page.tsx',
            'src/features/saved-recipes/saved-collection.tsx',
          ],
        ],
        [
          /^\/saved-recipe\/[^/]+\/?$/,
          [
            'src/app/pages/saved-recipes-route.tsx',
            'src/features/saved-recipes/saved-recipe-page.tsx',
          ],
        ],
        [/^\/favorites\/?$/, ['src/app/pages/favorites-route.tsx']],
        [/^\/bar\/?$/, ['src/app/pages/bar-routes.tsx', 'src/features/bar/bar-page.tsx']],
        [
          /^\/drink-recipe-results\/?$/,
          ['src/app/pages/bar-routes.tsx', 'src/features/bar/drink-results-page.tsx'],
        ],
        [
          /^\/bar-recipe\/[^/]+\/?$/,
          ['src/app/pages/bar-routes.tsx', 'src/features/bar/drink-page.tsx'],
        ],
        [/^\//, ['src/app/pages/info-page.tsx']],
      ]),
      // A first visit to these pages paints from the HTML (the embedded server serves them).
      // The library's recipe pages first (two long lists, one per core), then one list a page.
      prerender(
        () => [
          ...libraryRecipePages(2),
          [{ paths: ['/', '/kitchen'], file: 'kitchen.html' }],
          [{ paths: ['/bar'], file: 'bar.html' }],
          [{ paths: ['/saved-recipes'], file: 'saved-recipes.html' }],
        ],
        KEPT_PAGES,
      ),
      // The embedded server sends these as they are (server/static.ts); the desktop app reads files.
      precompress(),
    );
  }
  return {
    base: desktop ? './' : '/',
    plugins,
    resolve: { alias },
    server: { port: 5173 },
    // The desktop renderer lives beside main.js and preload.js so the web build in dist/ is never overwritten.
    build: {
      outDir: desktop ? 'dist-electron/renderer' : 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // dist/.vite/manifest.json: scripts/bench-bundle.ts reads the kitchen route's chunks from it.
      manifest: true,
      rolldownOptions: {
        // The entry exports nothing anyone reads: rolldown may move its code into the start chunk
        // (required for inlining small common chunks below).
        preserveEntrySignatures: false,
        // domain/ is pure by architecture (no module runs anything on import), so modules the
        // renderer does not use (the recipe library, nutrition tables…) are dropped from the
        // bundle even though their top-level data is built with function calls.
        treeshake: {
          moduleSideEffects: (id: string) => (/[\\/]domain[\\/]/.test(id) ? false : undefined),
        },
        output: {
          // Everything the entry imports statically in one chunk, and shared chunks under 16 KB
          // copied into the chunks that use them: on HTTP/1.1 (the embedded server) each extra
          // request costs a phone a round trip on one of six connections.
          codeSplitting: {
            groups: [{ name: 'start', tags: ['$initial'] }],
            experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
          },
          // Rolldown names the start chunk (and its CSS) after the checkout's folder; call it "start".
          chunkFileNames: (chunk) =>
            `assets/${chunk.name === startName ? 'start' : '[name]'}-[hash].js`,
          assetFileNames: (asset) =>
            `assets/${asset.names.some((name) => name.startsWith(`${startName}.`)) ? 'start' : '[name]'}-[hash][extname]`,
        },
      },
    },
  };
});
