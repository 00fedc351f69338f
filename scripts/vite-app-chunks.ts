/**
 * The app's build in a few files instead of ~80 (issue 21 item 17): on a phone each file is a
 * request, and a dashboard's first load asked for 83 scripts and 30 stylesheets. Modules every
 * screen uses travel together: the libraries (less the ones only some screens load, which stay in
 * their own lazy chunks), the design system (one script and one stylesheet), and the app's own
 * plumbing (API client, i18n, routing), and the dashboard's frame. Each screen stays its own lazily loaded chunk.
 */
// pusher-js and laravel-echo: the real-time connection, opened once the first screen is drawn
// (app/realtime/connect.ts), so they are not evaluated in the first load's long task.
// qrcode (the online booking page's QR code) and ibantools (the bank account form): one screen's
// each, ~40 kB the first load would otherwise compile (issue 21 item 17).
const lazyLibraries = /node_modules[\\/](?:firebase|@firebase|idb|leaflet|maplibre-gl|@fontsource|pusher-js|laravel-echo|qrcode|dijkstrajs|ibantools)[\\/]/;

/** The styles vanilla-extract makes of the app's own `*.css.ts` files. */
const appStyles = /[\\/]app[\\/].+\.css\.ts\.vanilla\.css/;

export const appChunkGroups = [
  { name: 'libraries', priority: 2, test: (id: string) => /node_modules[\\/]/.test(id) && !lazyLibraries.test(id) },
  // The design system, and every screen's styles with it: the app's stylesheet is one file. The
  // screens' own styles are about 13 kB in all (2 kB as Brotli), less than what a request of its own
  // costs on a phone, and the dashboard's first load asked for five stylesheets (issue 21 item 17).
  { name: 'design-system', priority: 2, test: (id: string) => /[\\/]design-system[\\/]/.test(id) || appStyles.test(id) },
  // The dashboard's frame (sidebar, top bar, notifications, page header): every dashboard screen's.
  { name: 'dashboard-frame', priority: 1, test: /[\\/]app[\\/]features[\\/](?:provider-shell|notifications|dashboard)[\\/]/ },
  // shared/iban.ts is the bank form's alone (with ibantools): it loads with that screen.
  { name: 'app-core', priority: 1, test: (id: string) => /[\\/](?:app[\\/](?:api|lib|i18n|layouts|routes)|api-spec|shared)[\\/][^\\/]+\.tsx?$/.test(id) && !/[\\/]shared[\\/]iban\.ts$/.test(id) },
];
