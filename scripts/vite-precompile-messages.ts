import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** Message catalogs are `…/i18n/messages/<locale>/<area>.json`. */
const catalogPattern = /[\\/]i18n[\\/]messages[\\/][a-z]{2}[\\/][^\\/]+\.json$/;
const virtualPrefix = '\0compiled-messages:';

/** Turns a catalog of ICU strings into react-intl's pre-parsed AST form. */
export function precompileCatalog(catalog: Record<string, string>): Record<string, ReturnType<typeof parse>> {
  return Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, parse(message)]));
}

/**
 * Parses every message catalog at build time, so the browser never ships or runs the ICU
 * parser (react-intl then uses the parser-free build, aliased in vite.config.ts).
 * Catalog imports resolve to a virtual module, so Vite's JSON handling never sees them.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'precompile-messages',
    enforce: 'pre',
    resolveId(source, importer) {
      const bare = source.split('?')[0] ?? source;
      if (!bare.endsWith('.json')) return null;
      const absolute = path.isAbsolute(bare) && !bare.startsWith('/app/') && !bare.startsWith('/design-system/')
        ? bare
        : importer && !bare.startsWith('/')
          ? path.resolve(path.dirname(importer), bare)
          : path.join(process.cwd(), bare);
      // Test the resolved path: the app's catalogs are globbed as `./messages/<locale>/<area>.json`.
      if (!catalogPattern.test(absolute)) return null;
      // The `.js` suffix keeps Vite's own JSON plugin away from the compiled module.
      return `${virtualPrefix}${absolute}.js`;
    },
    load(id) {
      if (!id.startsWith(virtualPrefix)) return null;
      const file = id.slice(virtualPrefix.length, -'.js'.length);
      this.addWatchFile(file);
      const compiled = precompileCatalog(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
