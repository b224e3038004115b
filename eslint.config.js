import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';

// Renderer boundaries (STYLE.md): a feature never imports another feature (only
// src/app/ composes them); lib/, components/ and platform/ import no feature or app code.
// One zone per folder under src/features/, so new features are covered automatically.
const featureNames = existsSync('./src/features')
  ? readdirSync('./src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const rendererZones = [
  ...featureNames.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature; compose them in src/app/.',
  })),
  {
    target: ['./src/lib', './src/components', './src/hooks', './src/platform'],
    from: ['./src/features', './src/app'],
    message: 'Shared code does not depend on features or the app.',
  },
  // The platform's one interface is its index.ts; its implementations stay behind it.
  {
    target: ['./src/features', './src/app', './src/components'],
    from: './src/platform',
    except: ['./index.ts'],
    message: 'Use the platform through @/platform (its one interface), not its implementations.',
  },
  // The app composes features through their public face only.
  ...featureNames.map((name) => ({
    target: './src/app',
    from: `./src/features/${name}`,
    except: ['./index.ts'],
    message: `src/app/ imports a feature only through its index.ts (@/features/${name}).`,
  })),
];
// Lets import-x resolve the renderer's aliases so the zones above see `@/…` imports.
const aliasResolver = importX.createNodeResolver
  ? importX.createNodeResolver({
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: {
        '@': [fileURLToPath(new URL('./src', import.meta.url))],
        '@domain': [fileURLToPath(new URL('./domain/index.ts', import.meta.url))],
      },
    })
  : null;

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'dist-electron',
      'release',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Our own resolver everywhere (no dependency on eslint-import-resolver-node), and never
      // follow imports into node_modules: no-cycle would walk PGlite's minified bundle.
      ...(aliasResolver ? { 'import-x/resolver-next': [aliasResolver] } : {}),
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './domain',
              from: ['./src', './server', './electron', './supabase', './tests'],
              message: 'domain/ imports nothing of ours.',
            },
            {
              target: ['./src', './server', './electron', './supabase', './scripts', './tests'],
              from: './domain',
              except: ['./index.ts'],
              message: 'domain/index.ts is the only door into domain/ (STYLE.md).',
            },
            {
              target: './src',
              from: ['./server', './electron/main.ts', './electron/preload.ts'],
              message: 'src/ reaches the desktop only through src/platform/.',
            },
            { target: './electron', from: './src', message: 'electron/ never imports src/.' },
            {
              target: './electron',
              from: './supabase',
              message:
                'electron/ never imports supabase/: code both need lives in packages/ (the safe fetcher) or domain/.',
            },
            {
              target: './packages',
              from: ['./src', './server', './electron', './supabase', './tests'],
              message:
                'packages/ are shared by every runtime and import only domain/ and libraries.',
            },
            {
              target: './server',
              from: ['./src', './electron'],
              message: 'server/ is independent of the shells.',
            },
            ...rendererZones,
          ],
        },
      ],
    },
  },
  {
    // Features ask the platform for a capability (`platform.fetchRecipePage`, `platform.auth`…),
    // never which shell they run in: web and desktop each implement the one interface.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/platform/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='platform'][property.name=/^(desktop|kind)$/]",
          message:
            'Do not branch on the shell: use (or add) a capability of the Platform interface in src/platform/.',
        },
        {
          selector: "MemberExpression[object.name='window'][property.name='larder']",
          message: 'The desktop bridge is reached only through src/platform/.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
);
