/**
 * What `electron-builder --config electron-builder.yml` would put in the app, computed with
 * electron-builder's own file matchers (app-builder-lib) over the built tree, without packaging:
 * the app directory's files (`files`), the production dependencies' files it keeps (electron-builder
 * collects those itself and filters them with the exclusions of `files`), and which of them are
 * unpacked from app.asar (`asarUnpack`).
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { Configuration } from 'app-builder-lib';
import * as fileMatcher from 'app-builder-lib/out/fileMatcher.js';
import type { FileMatcher } from 'app-builder-lib/out/fileMatcher.js';

/** The two matcher builders electron-builder uses internally (exported, marked @internal). */
const internal = fileMatcher as unknown as {
  getMainFileMatchers(
    appDir: string,
    destination: string,
    macroExpander: (s: string) => string,
    platformSpecificBuildOptions: object,
    platformPackager: { info: object },
    outDir: string,
    isElectronCompile: boolean,
  ): FileMatcher[];
  getNodeModuleFileMatcher(
    appDir: string,
    destination: string,
    macroExpander: (s: string) => string,
    platformSpecificBuildOptions: object,
    packager: object,
  ): FileMatcher;
};

type Stat = fs.Stats & { moduleFullFilePath?: string };

// What electron-builder's NodeModuleCopyHelper drops from every package before matching (its
// lists are not exported): compiled-object and listed extensions, and some names.
const MODULE_EXCLUDED_EXTS = [
  '.o',
  '.obj',
  '.pdb',
  ...fileMatcher.excludedExts.split(',').map((e) => `.${e}`),
];
const MODULE_EXCLUDED_NAMES = new Set([
  ...fileMatcher.excludedNames.split(','),
  ...['CHANGELOG.md', 'ChangeLog', 'changelog.md', 'Changelog.md', 'Changelog', 'binding.gyp'],
  ...['.npmignore', 'node_gyp_bins'],
]);
const MODULE_TOP_LEVEL_EXCLUDED_NAMES = new Set([
  ...['karma.conf.js', '.coveralls.yml', 'README.md', 'readme.markdown', 'README', 'readme.md'],
  ...['Readme.md', 'Readme', 'readme', 'test', 'tests', '__tests__', 'powered-test', 'example'],
  ...['examples', '.bin'],
]);

export interface PackageContents {
  /** Path inside the app (as in app.asar) → file on disk. */
  files: Map<string, string>;
  /** Paths inside the app that asarUnpack keeps out of app.asar. */
  unpacked: Set<string>;
  totalBytes: number;
}

export function loadBuilderConfig(root: string): Configuration {
  return yaml.load(
    fs.readFileSync(path.join(root, 'electron-builder.yml'), 'utf8'),
  ) as Configuration;
}

function walk(dir: string, skip: (abs: string) => boolean, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name);
    if (skip(abs)) continue;
    if (entry.isDirectory()) walk(abs, skip, out);
    else if (entry.isFile()) out.push(abs);
  }
  return out;
}

/**
 * Production dependencies as npm installed them (package-lock.json without dev-only packages),
 * each with its path under node_modules — what electron-builder's npm collector hands the matcher.
 */
function productionPackages(root: string): string[] {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  return Object.entries(lock.packages)
    .filter(([key, info]) => key.startsWith('node_modules/') && !info.dev)
    .map(([key]) => key)
    .filter((key) => fs.existsSync(path.join(root, key)));
}

export function expandPackageContents(root: string): PackageContents {
  const config = loadBuilderConfig(root);
  const outDir = path.join(root, config.directories?.output ?? 'dist');
  const destination = '/app';
  const identity = (s: string) => s;
  const info = {
    projectDir: root,
    buildResourcesDir: config.directories?.buildResources ?? 'build',
    isPrepackedAppAsar: false,
    config,
    debugLogger: { isEnabled: false },
  };
  const files = new Map<string, string>();

  // The app directory: `files` plus electron-builder's default exclusions.
  const [main] = internal.getMainFileMatchers(
    root,
    destination,
    identity,
    {},
    { info },
    outDir,
    false,
  );
  if (!main) throw new Error('electron-builder.yml has no `files`');
  const mainFilter = main.createFilter();
  const skipRoot = (abs: string) =>
    ['.git', 'node_modules'].includes(path.basename(abs)) && path.dirname(abs) === root;
  for (const abs of walk(root, skipRoot)) {
    if (mainFilter(abs, fs.statSync(abs))) files.set(path.relative(root, abs), abs);
  }

  // node_modules: every production package's files, through the exclusions of `files`.
  const moduleMatcher = internal.getNodeModuleFileMatcher(root, destination, identity, {}, info);
  for (const key of productionPackages(root)) {
    const depDir = path.join(root, key);
    const filter = new fileMatcher.FileMatcher(
      depDir,
      destination,
      identity,
      moduleMatcher.patterns,
    ).createFilter();
    // Nested node_modules are packages of their own in the lock file.
    const skip = (abs: string) => {
      const name = path.basename(abs);
      return (
        name === 'node_modules' ||
        MODULE_EXCLUDED_NAMES.has(name) ||
        MODULE_EXCLUDED_EXTS.some((ext) => name.endsWith(ext)) ||
        (path.dirname(abs) === depDir && MODULE_TOP_LEVEL_EXCLUDED_NAMES.has(name))
      );
    };
    for (const abs of walk(depDir, skip)) {
      const stat: Stat = fs.statSync(abs);
      const inApp = path.posix.join(key, path.relative(depDir, abs).split(path.sep).join('/'));
      stat.moduleFullFilePath = inApp;
      if (filter(abs, stat)) files.set(inApp, abs);
    }
  }

  // asarUnpack, matched as electron-builder's asar packager does.
  const unpacked = new Set<string>();
  const unpackMatchers = fileMatcher.getFileMatchers(config, 'asarUnpack', destination, {
    macroExpander: identity,
    customBuildOptions: {},
    globalOutDir: outDir,
    defaultSrc: root,
  });
  const unpackFilter = unpackMatchers?.[0]?.createFilter();
  let totalBytes = 0;
  for (const [inApp, abs] of files) {
    const stat: Stat = fs.statSync(abs);
    totalBytes += stat.size;
    if (inApp.startsWith('node_modules/')) stat.moduleFullFilePath = inApp;
    if (unpackFilter?.(abs, stat)) unpacked.add(inApp);
  }
  return { files, unpacked, totalBytes };
}

/** Copies the package's files into `dir`, laid out as in the installed app's resources/app. */
export function stagePackage(contents: PackageContents, dir: string): void {
  for (const [inApp, abs] of contents.files) {
    const target = path.join(dir, inApp);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(abs, target);
  }
}
