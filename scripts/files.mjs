import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

/** Files below the given folders (relative to the project root) that pass `accept`. */
export function listFiles(folders, accept) {
  const found = [];
  const visit = (p) => {
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules') visit(path.join(p, entry));
    } else if (accept(p)) found.push(p);
  };
  for (const folder of folders) visit(path.join(root, folder));
  return found.sort();
}
