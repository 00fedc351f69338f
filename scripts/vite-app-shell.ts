import type { Plugin } from 'vite';
import { lightColors as color } from '../design-system/theme/palette.ts';
import { phoneOnly } from '../design-system/theme/breakpoints.ts';
import { sharedTokens as tokens } from '../design-system/theme/tokens.ts';
import { shellOf } from '../shared/app-shell.ts';

/**
 * The dashboard's frame (sidebar, top bar, a title and a card, as grey placeholders) written into
 * index.html, painted by the browser with the document's first bytes instead of a white page while
 * the code downloads and runs. It shows only where the server marks the document `data-shell=
 * "dashboard"` (shared/app-shell.ts); elsewhere it is `display: none`. Sizes and colours come from
 * the design system's tokens; logical properties only, so it mirrors in Arabic and Urdu.
 */
export const appShellStyle = [
  `.app-shell{display:none}`,
  `html[data-shell="dashboard"] .app-shell{display:flex;min-block-size:100vh;background:${color.surfaceSunken}}`,
  `.app-shell-side{flex-shrink:0;inline-size:${tokens.size.sidebar};background:${color.surfaceRaised};border-inline-end:${tokens.size.borderWidth} solid ${color.border};padding:${tokens.space.large}}`,
  `@media ${phoneOnly}{.app-shell-side{display:none}}`,
  `.app-shell-main{flex:1;min-inline-size:0;display:flex;flex-direction:column}`,
  `.app-shell-top{block-size:${tokens.size.topBar};background:${color.surfaceRaised};border-block-end:${tokens.size.borderWidth} solid ${color.border}}`,
  `.app-shell-content{padding:${tokens.space.large} ${tokens.space.xlarge};display:flex;flex-direction:column;gap:${tokens.space.large}}`,
  `.app-shell-line{block-size:${tokens.space.medium};border-radius:${tokens.radius.small};background:${color.border};opacity:.5;margin-block-end:${tokens.space.large}}`,
  `.app-shell-title{inline-size:40%;block-size:${tokens.space.xlarge}}`,
  `.app-shell-card{block-size:40vh;border-radius:${tokens.radius.medium};background:${color.surfaceRaised};border:${tokens.size.borderWidth} solid ${color.border}}`,
].join('');

const line = '<div class="app-shell-line"></div>';
export const appShellMarkup =
  `<div class="app-shell" aria-hidden="true">` +
  `<div class="app-shell-side">${line.repeat(8)}</div>` +
  `<div class="app-shell-main"><div class="app-shell-top"></div>` +
  `<div class="app-shell-content"><div class="app-shell-line app-shell-title"></div><div class="app-shell-card"></div></div></div>` +
  `</div>`;

/** Writes the frame into index.html (not the website's site.html, which arrives rendered). */
export function appShell(): Plugin {
  return {
    name: 'mawid-app-shell',
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        if (!ctx.filename.endsWith('index.html') || !html.includes('<div id="root"></div>')) return html;
        let out = html.replace('</head>', `  <style id="app-shell">${appShellStyle}</style>\n  </head>`).replace('<div id="root"></div>', `<div id="root">${appShellMarkup}</div>`);
        // The dev server serves the document itself: mark it as the production server does.
        if (ctx.server && ctx.originalUrl && shellOf(ctx.originalUrl)) out = out.replace('<html ', `<html data-shell="${shellOf(ctx.originalUrl)}" `);
        return out;
      },
    },
  };
}
