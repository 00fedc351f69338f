// JavaScript and CSS shipped, gzip, from the Vite manifest: a first visit to the Arabic home page
// (issue #7), the provider dashboard's shell, and each dashboard route's own chunk (issue #8).
// "Shipped for X" is X's static import closure; a route chunk counts only what the shell does not
// already bring.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWeb, root, webBuildIsStale, webDistDir } from '../lib.mjs';

const dist = webDistDir();
if (webBuildIsStale()) await buildWeb(dist);
// The app's build (index.html) and the website's (site.html) have a manifest each; chunk keys are
// prefixed with their build here so the two never mix.
const readManifest = (name, prefix) =>
  Object.fromEntries(
    Object.entries(JSON.parse(readFileSync(path.join(dist, '.vite', name), 'utf8'))).map(([key, chunk]) => [
      prefix + key,
      { ...chunk, imports: (chunk.imports ?? []).map((k) => prefix + k) },
    ]),
  );
const manifest = { ...readManifest('manifest.json', 'app:'), ...readManifest('manifest-site.json', 'site:') };

/** Everything manifest entries pull in statically (their imports, their imports' imports). */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}
const keysMatching = (pattern) => Object.keys(manifest).filter((k) => pattern.test(k));
const gzCache = new Map();
const gz = (file) => {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
  return gzCache.get(file);
};
/** kB gzip of JS and CSS of a set of chunks, leaving out those already counted in `base`. */
function weigh(chunks, base = new Set()) {
  let js = 0;
  let css = 0;
  const cssSeen = new Set([...base].flatMap((k) => manifest[k].css ?? []));
  for (const key of chunks) {
    if (base.has(key)) continue;
    js += gz(manifest[key].file);
    for (const file of manifest[key].css ?? []) {
      if (cssSeen.has(file)) continue;
      css += gz(file);
      cssSeen.add(file);
    }
  }
  return { jsGzipKB: +(js / 1024).toFixed(1), cssGzipKB: +(css / 1024).toFixed(1) };
}

const entry = keysMatching(/^app:index\.html$/);
const arCatalogs = keysMatching(/^app:_messages-ar-/); // the website's two parts and the rest (vite.config.ts)
// A visit to /ar loads the website's entry (site.html: its layout is in it), the website's Arabic
// first-paint catalog (not the forms' words: the home page has no form) and the home page, all
// from the website's build.
// The boot script (site.html) fetches the entry after the first paint (app/site/boot.ts); the
// website's one stylesheet is in the document (no per-chunk CSS).
const homeChunks = closure([
  ...keysMatching(/^site:site\.html$/),
  ...keysMatching(/^site:app\/site\/main\.tsx$/),
  ...keysMatching(/^site:_messages-ar-site-/),
  ...keysMatching(/^site:app\/pages\/Home\/HomePage/),
]);
const siteStyles = keysMatching(/^site:style\.css$/).map((k) => gz(manifest[k].file));
const homeWeight = weigh(homeChunks);
const home = { page: '/ar (home)', ...homeWeight, cssGzipKB: +(homeWeight.cssGzipKB + siteStyles.reduce((a, b) => a + b, 0) / 1024).toFixed(1), goalJsGzipKB: 120 };

// The dashboard shell: entry, catalogs and the provider layout.
const shellChunks = closure([...entry, ...arCatalogs, ...keysMatching(/^app:app\/features\/provider-shell\/ProviderLayout/)]);
const shell = { page: '/ar/provider-dashboard (shell)', ...weigh(shellChunks) };

// Each route's own chunk(s) as app/routes/provider.tsx lazy-loads them.
const routesSource = readFileSync(path.join(root, 'app', 'routes', 'provider.tsx'), 'utf8');
const routeModules = [...new Set([...routesSource.matchAll(/import\('\.\.\/(features\/[^']+|pages\/[^']+)'\)/g)].map((m) => m[1]))];
const routes = routeModules
  .map((module) => {
    const keys = keysMatching(new RegExp(`^app:app/${module.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.tsx$`));
    return { module, ...weigh(closure(keys), shellChunks) };
  })
  .sort((a, b) => b.jsGzipKB - a.jsGzipKB);

console.log(`home /ar: JS ${home.jsGzipKB} kB gzip, CSS ${home.cssGzipKB} kB gzip (goal: JS < ${home.goalJsGzipKB} kB)`);
console.log(`dashboard shell: JS ${shell.jsGzipKB} kB gzip, CSS ${shell.cssGzipKB} kB gzip`);
console.log('dashboard route chunks (beyond the shell):');
for (const r of routes) console.log(`  ${r.module.padEnd(48)} JS ${String(r.jsGzipKB).padStart(5)} kB  CSS ${String(r.cssGzipKB).padStart(4)} kB`);
writeFileSync(path.join(root, 'bench-results', 'bundle.json'), JSON.stringify({ home, shell, routes }, null, 2));
