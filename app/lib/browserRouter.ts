import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  type RouteObject,
} from 'react-router-dom';

type DataRouter = ReturnType<typeof createRouter>;

/**
 * `createBrowserRouter` in two steps. React Router's own does both at once: building the router
 * (every route flattened and ranked, the address matched) and `initialize()` (the first navigation:
 * loaders, guards, lazy routes, catalogs). On the dashboard's first load that was one task of
 * 25-30 ms under Lighthouse, four times that on its simulated phone (issue 21 item 17). The caller
 * runs `initialize()` in a later task. The same options as `createBrowserRouter` (no server data to
 * hydrate: the app's document is not rendered on the server), through the exports React Router keeps
 * for that purpose.
 */
export function buildBrowserRouter(routes: RouteObject[]): DataRouter {
  return createRouter({ history: createBrowserHistory(), routes, mapRouteProperties, hydrationRouteProperties });
}
