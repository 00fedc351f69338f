// `npm run build`: the web app into dist/ (WEB_DIST_DIR): the browser's bundle and the module the
// server renders the website's pages with.
import { buildWeb } from './lib.mjs';

await buildWeb();
