import type { Plugin } from 'vite';

/** A page route (a regular expression over location.pathname) and the lazily loaded modules it renders. */
export type RoutePreload = readonly [pattern: RegExp, modules: readonly string[]];

interface ChunkInfo {
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
}

/**
 * Lets the browser fetch a route's lazy chunks together with the entry instead of after it has
 * run: index.html gets a small inline script that, for the path being opened, adds
 * `<link rel="modulepreload">` for those chunks and their static imports. Without it a phone
 * waits for the entry to download and execute before it even asks for the page's code.
 */
export function routePreload(routes: readonly RoutePreload[]): Plugin {
  let base = '/';
  return {
    name: 'larder:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter(
          (output): output is typeof output & ChunkInfo => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entry = chunks.find((chunk) => (chunk as { isEntry?: boolean }).isEntry);
        // What index.html already loads: the entry and everything it imports statically.
        const loaded = new Set<string>();
        const closure = (file: string, into: Set<string>) => {
          if (into.has(file) || loaded.has(file)) return;
          into.add(file);
          byFile.get(file)?.imports.forEach((next) => closure(next, into));
        };
        if (entry) closure(entry.fileName, loaded);
        const table = routes.map(([pattern, modules]) => {
          const files = new Set<string>();
          for (const module of modules) {
            const chunk = chunks.find(
              (c) =>
                c.facadeModuleId?.endsWith(module) || c.moduleIds.some((id) => id.endsWith(module)),
            );
            if (!chunk) this.error(`route-preload: no chunk holds ${module}`);
            closure(chunk.fileName, files);
          }
          return [pattern.source, [...files].map((file) => `${base}${file}`)] as const;
        });
        // On a prerendered page being shown, once it has painted (scripts/vite-prerender.ts).
        const script =
          `(function(){var r=${JSON.stringify(table)},p=location.pathname;function go(){` +
          'for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(function(h){' +
          "var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});break}}" +
          "if(document.documentElement.classList.contains('prerendering'))document.addEventListener('larder:painted',go,{once:true});else go()})()";
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
