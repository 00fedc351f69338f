// `npm run docs:api`: a static, offline copy of the API reference in dist-docs/
// (the server also serves it live at /api/docs).
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { referenceHtml, redocBundlePath } from '../server/http/api-reference';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'dist-docs');
mkdirSync(out, { recursive: true });
copyFileSync(path.join(root, 'api-spec', 'openapi.yaml'), path.join(out, 'openapi.yaml'));
copyFileSync(redocBundlePath, path.join(out, 'redoc.standalone.js'));
writeFileSync(path.join(out, 'index.html'), referenceHtml({ specUrl: 'openapi.yaml', scriptUrl: 'redoc.standalone.js', title: 'Mawid API reference' }));
console.log(`API reference written to ${path.relative(root, out)}/index.html (serve the folder, e.g. npx http-server dist-docs).`);
