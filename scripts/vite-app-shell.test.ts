import { describe, expect, it } from 'vitest';
import { shellOf } from '../shared/app-shell';
import { appShell, appShellMarkup, appShellStyle } from './vite-app-shell';

const template = '<!doctype html>\n<html lang="ar" dir="rtl">\n  <head>\n    <title>موعد</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

type Handler = (html: string, ctx: { filename: string; originalUrl?: string; server?: unknown }) => string;
const transform = appShell().transformIndexHtml as unknown as { handler: Handler };

describe('the dashboard frame painted before the code runs', () => {
  it('is written into index.html with its styles, and not into the website document', () => {
    const html = transform.handler(template, { filename: '/p/index.html' });
    expect(html).toContain(`<div id="root">${appShellMarkup}</div>`);
    expect(html).toContain(`<style id="app-shell">${appShellStyle}</style>`);
    expect(html).not.toMatch(/<html[^>]*data-shell/);
    expect(transform.handler(template, { filename: '/p/site.html' })).toBe(template);
  });

  it('shows only in a document marked as a dashboard, and the dev server marks it as the server does', () => {
    expect(appShellStyle).toMatch(/^\.app-shell\{display:none\}html\[data-shell="dashboard"\] \.app-shell\{display:flex/);
    const dev = transform.handler(template, { filename: '/p/index.html', originalUrl: '/en/provider-dashboard/salons', server: {} });
    expect(dev).toContain('<html data-shell="dashboard" lang="ar" dir="rtl">');
    expect(transform.handler(template, { filename: '/p/index.html', originalUrl: '/en/focus-dashboard', server: {} })).not.toMatch(/<html[^>]*data-shell/);
  });

  it('uses logical properties only, so it mirrors in Arabic and Urdu', () => {
    expect(appShellStyle).not.toMatch(/(?:^|[;{])(?:width|height|margin-(?:left|right|top|bottom)|padding-(?:left|right|top|bottom)|left|right|border-(?:left|right)|float)\s*:/);
    expect(appShellStyle).toContain('inline-size:300px');
  });

  it('names the dashboard addresses of every language, and nothing else', () => {
    for (const url of ['/ar/provider-dashboard', '/ur/provider-dashboard/', '/en/provider-dashboard/reservations/4?x=1', '/tr/provider-dashboard#top']) expect(shellOf(url)).toBe('dashboard');
    for (const url of ['/ar', '/fr/provider-dashboard', '/ar/provider-dashboards', '/ar/focus-dashboard', '/ar/about']) expect(shellOf(url)).toBeNull();
  });
});
