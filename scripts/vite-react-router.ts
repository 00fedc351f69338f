// react-router for the browser's builds, as small as the code that uses it.
// - Its package points every import at its development build (the one with ENABLE_DEV_WARNINGS on);
//   a production build takes its production build instead.
// - Its components are defined as `var Link = React.forwardRef(…); Link.displayName = "Link";`.
//   Neither statement says it is free of side effects, so the bundler keeps every component
//   whether used or not (Link, NavLink, Form, their prefetching and form submission: about 4 kB of
//   gzip in the website's first load, which uses none of them). Here `forwardRef` calls are marked
//   pure and the `displayName` labels (for React's developer tools) are left out, so what is not
//   used is dropped. If react-router changes its output this finds nothing to change: the build
//   stays correct and the bundle bench (npm run bench bundle) shows the lost bytes.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const production = (file: string) => fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

/** The react-router module's source with its component definitions marked pure and their labels out. */
export function pureComponents(code: string): string {
  return code.replace(/(?<![\w.])(\w+)\.forwardRef\(/g, '/* @__PURE__ */ $1.forwardRef(').replace(/^\w+\.displayName = "\w+";$/gm, '');
}

export function reactRouterForBrowsers(): Plugin {
  return {
    name: 'mawid:react-router-for-browsers',
    enforce: 'pre',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: production('index.mjs') },
          { find: /^react-router\/dom$/, replacement: production('dom-export.mjs') },
        ],
      },
    }),
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/.test(id)) return null;
      return { code: pureComponents(code), map: null };
    },
  };
}
