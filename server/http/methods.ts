/**
 * The methods the contract declares per path, so that an undeclared method on a known path answers
 * 405 with `Allow` (RFC 9110) instead of looking like a missing page.
 */
import { allOperations } from './spec';

let routes: { pattern: RegExp; methods: string[] }[] | undefined;

/** Methods declared for the API path `pathname` (with /api), or undefined when no path matches. */
export function declaredMethods(pathname: string): string[] | undefined {
  const byPath = new Map<string, ReturnType<typeof allOperations>>();
  for (const op of allOperations()) byPath.set(op.path, [...(byPath.get(op.path) ?? []), op]);
  routes ??= [...byPath].map(([path, ops]) => ({
    pattern: new RegExp(`^/api${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
    methods: [...new Set(ops.flatMap((op) => (op.method === 'GET' ? ['GET', 'HEAD'] : [op.method])))],
  }));
  const found = routes.filter((route) => route.pattern.test(pathname)).flatMap((route) => route.methods);
  return found.length ? [...new Set(found)] : undefined;
}
