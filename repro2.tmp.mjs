import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless','--disable-gpu','--disable-background-networking'] });
const p = await b.newPage();
await p.goto('http://127.0.0.1:3300/ar/no/such/page?ref=mail&x=1');
await p.getByRole('heading', { name: 'تعذّر العثور على هذه الصفحة' }).waitFor();
await p.evaluate(() => {
  window.__log = [];
  new MutationObserver(() => { const n = document.querySelectorAll('[role=listbox]').length; const last = window.__log.at(-1); if (!last || last[1] !== n) window.__log.push([Math.round(performance.now()), n, document.activeElement?.tagName + '#' + (document.activeElement?.getAttribute('role') ?? '')]); }).observe(document.body, { subtree: true, childList: true });
  for (const t of ['pointerdown','pointerup','click','focusin','focusout']) document.addEventListener(t, (e) => window.__log.push([Math.round(performance.now()), t, (e.target?.tagName ?? '') + ':' + (e.target?.getAttribute?.('role') ?? '')]), true);
});
await p.getByRole('button', { name: /اللغة/ }).click();
await p.waitForTimeout(1500);
console.log(JSON.stringify(await p.evaluate(() => window.__log)));
await b.close();
