import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// The web project's files share their worker's jsdom window and modules (`isolate: false` in
// vite.config.ts; docs/decisions.md, "Test run time"). This file runs before each test file, so each
// starts as on a freshly opened page: no storage, cookies or address left by the file before it.
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.replaceState(null, '', '/');
document.documentElement.removeAttribute('lang');
document.documentElement.removeAttribute('dir');

afterEach(() => cleanup());

// What a file stubbed goes with it.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
