/**
 * How the website's build (WEB_BUILD=site) groups its modules into files. Left to itself, the
 * bundler makes a chunk of every set of modules shared by a different set of pages: the home page
 * arrived as ~20 files, and each file costs its own import/export lines and compresses apart
 * (about 5 kB of gzip for the home page). Here:
 * - `site`: our modules the entry (app/site/main.tsx) imports statically (the layout, the design
 *   system it shows), one file;
 * - `site-home`: what the home page adds to it, one file (the about and contact pages share a few
 *   of its sections and load it too);
 * - every other page keeps its own chunks, as before.
 */
type ModuleInfo = { importers: readonly string[] };
type Context = { getModuleInfo: (id: string) => ModuleInfo | null };

const normalize = (id: string) => id.replaceAll('\\', '/');

/** Whether `id` is imported statically, directly or not, by a module whose path ends with `root`. */
function importedStaticallyBy(root: string, id: string, ctx: Context, memo: Map<string, boolean>, visiting = new Set<string>()): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  if (normalize(id).endsWith(root)) return true;
  if (visiting.has(id)) return false;
  visiting.add(id);
  const found = (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => importedStaticallyBy(root, importer, ctx, memo, visiting));
  visiting.delete(id);
  // A cycle seen from inside may not be settled yet; only a definite answer is kept.
  if (found || visiting.size === 0) memo.set(id, found);
  return found;
}

/**
 * Vite's preload helper, which the boot script (app/site/boot.ts) needs too: a file of its own, or
 * it would travel in `site` and the boot script, the only script before the first paint, would
 * wait for the whole of it.
 */
export const preloadHelperGroup = {
  debugName: 'preload-helper',
  priority: 2,
  name: (id: string): string | null => (id.includes('vite/preload-helper') ? 'preload' : null),
};

export function siteChunkGroup() {
  const shell = new Map<string, boolean>();
  const home = new Map<string, boolean>();
  return {
    debugName: 'site',
    priority: 1,
    name: (id: string, ctx: Context): string | null => {
      // Catalogs have their own group (vite.config.ts); the entry stays the entry.
      // Libraries are left to the bundler: their index modules re-export everything, so "imported
      // by the entry" would take in parts only other pages use.
      if (/messages[\\/](ar|en|tr|ur)[\\/]/.test(id) || normalize(id).endsWith('/app/site/main.tsx') || id.includes('node_modules')) return null;
      if (importedStaticallyBy('/app/site/main.tsx', id, ctx, shell)) return 'site';
      // The page itself stays its own chunk (the manifest names it; the server lists it for the boot script).
      if (!normalize(id).endsWith('/app/pages/Home/HomePage.tsx') && importedStaticallyBy('/app/pages/Home/HomePage.tsx', id, ctx, home)) return 'site-home';
      return null;
    },
  };
}
