import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { modeGlobals, reviewModes } from '../.storybook/modes';
import { inMatrix } from './matrix';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  tags?: string[];
}

// Which stories, by the title's first part: VISUAL_SCOPE=design-system (default), app or all.
// The review matrix (e2e-visual/matrix.ts: foundations, key components and app screens) runs in
// every scope but `app`'s plain list. VISUAL_FILTER (a regular expression on the story id) narrows
// further, e.g. VISUAL_FILTER=button.
const scopes = { 'design-system': ['Design system/', 'Foundations/'], app: ['App/'], all: [''] } as const;
const scopeName = (process.env.VISUAL_SCOPE ?? 'design-system') as keyof typeof scopes;
if (!(scopeName in scopes)) throw new Error(`VISUAL_SCOPE must be one of ${Object.keys(scopes).join(', ')}, not "${scopeName}".`);
const prefixes: readonly string[] = scopes[scopeName];

const dir = process.env.STORYBOOK_OUT_DIR ?? 'storybook-static';
const index = JSON.parse(readFileSync(path.resolve(dir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
const filter = process.env.VISUAL_FILTER ? new RegExp(process.env.VISUAL_FILTER) : null;
const pictured = Object.values(index.entries).filter(
  (entry) =>
    entry.type === 'story' &&
    // A story tagged `no-visual` says in a comment why its picture cannot be the same twice.
    !entry.tags?.includes('no-visual') &&
    (!filter || filter.test(entry.id)),
);
const stories = pictured.filter((entry) => prefixes.some((prefix) => entry.title.startsWith(prefix)) && !inMatrix(entry.id));
const matrix = scopeName === 'app' ? [] : pictured.filter((entry) => inMatrix(entry.id));

const locales = ['ar', 'en'] as const;
/** The plain pictures' window; the matrix's width is its mode's. */
const plainViewport = { width: 800, height: 600 };

// VISUAL_FRESH=1 loads a new page for every story (slower: about 3 s a story on two busy cores,
// against about 1 s). By default each worker keeps one page and switches stories in it, as the
// story test-runner does, reloading only when the locale changes; the preview's beforeEach clears
// what a story leaves outside its root, and the reset below puts back focus and scroll.
const fresh = process.env.VISUAL_FRESH === '1';

/** Room kept around the story for focus rings and shadows that reach past its root. */
const margin = 8;

interface StoryPage {
  page: Page;
  /** The globals the page was loaded with (`locale:ar;theme:dark`), null before the first story. */
  globals: string | null;
}

// One browser page per worker, kept from story to story (its HTTP cache too).
const test = base.extend<object, { storyPage: StoryPage }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: `http://127.0.0.1:${Number(process.env.VISUAL_PORT ?? 6107)}`,
        viewport: plainViewport,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      await use({ page: await context.newPage(), globals: null });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

interface Preview {
  channel: { emit: (event: string, payload: unknown) => void };
  currentRender?: { id?: string; phase?: string; story?: { storyGlobals?: { locale?: string } }; visualStale?: boolean };
}

/** Shows the story in the worker's page and waits for its play function to end; returns its state. */
async function showStory(storyPage: StoryPage, storyId: string, globals: string) {
  const { page } = storyPage;
  const current = storyPage.globals === globals ? await page.evaluate(() => (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.currentRender?.id ?? null) : null;
  if (fresh || current === null || current === storyId) {
    storyPage.globals = null;
    await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=${globals}`);
    storyPage.globals = globals;
  } else {
    await page.evaluate((id) => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__: Preview }).__STORYBOOK_PREVIEW__;
      if (preview.currentRender) preview.currentRender.visualStale = true;
      // Back to where a new page starts: nothing focused, scrolled to the top.
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      window.scrollTo(0, 0);
      preview.channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    }, storyId);
  }
  const handle = await page.waitForFunction(
    (id) => {
      const render = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.currentRender;
      if (!render || render.visualStale || render.id !== id) return null;
      const { phase } = render;
      const done = phase === 'completed' || phase === 'finished' || phase === 'errored' || phase === 'aborted';
      return done ? { phase, pinnedLocale: render.story?.storyGlobals?.locale ?? null } : null;
    },
    storyId,
    // As long as the story test-runner gives a story (test-runner-jest.config.js).
    { timeout: 60_000 },
  );
  return (await handle.jsonValue()) as { phase: string; pinnedLocale: string | null };
}

/** The part of the page the story paints: its root plus what it opened outside it (popovers, dialogs, toasts). */
function storyClip(room: number) {
  const boxes: DOMRect[] = [];
  const root = document.querySelector('#storybook-root');
  if (root) boxes.push(root.getBoundingClientRect());
  for (const element of Array.from(document.body.children)) {
    if (element === root || element.id === 'storybook-docs' || element.tagName === 'SCRIPT') continue;
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    const box = element.getBoundingClientRect();
    // Not the visually hidden (1 px) live regions that screen readers read.
    if (box.width > 1 && box.height > 1) boxes.push(box);
  }
  const { scrollWidth, scrollHeight } = document.documentElement;
  const width = Math.max(scrollWidth, window.innerWidth);
  const height = Math.max(scrollHeight, window.innerHeight);
  const x = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.left + window.scrollX)) - room));
  const y = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.top + window.scrollY)) - room));
  const right = Math.min(width, Math.ceil(Math.max(...boxes.map((box) => box.right + window.scrollX)) + room));
  const bottom = Math.min(height, Math.ceil(Math.max(...boxes.map((box) => box.bottom + window.scrollY)) + room));
  return { x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y) };
}

/**
 * Pictures the story shown: its part of the page, the whole page when it reaches past the window.
 * On app screens the package timer counts down the wall clock: it is masked, so the picture of a
 * screen is the same twice (the timer's own stories run on a story clock and stay pictured).
 */
async function picture(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  const clip = await page.evaluate(storyClip, margin);
  const viewport = page.viewportSize();
  const beyondViewport = viewport !== null && (clip.x + clip.width > viewport.width || clip.y + clip.height > viewport.height);
  const mask = name.startsWith('app-') ? [page.locator('[role="timer"]')] : [];
  await expect(page).toHaveScreenshot(name, { clip, fullPage: beyondViewport, mask });
}

/** The story is shown in the locale it pins, not the one the toolbar asked for. */
async function expectPinned(page: Page, locale: string) {
  await expect(page.locator('#storybook-root [lang]').first()).toHaveAttribute('lang', locale);
}

// All stories in one locale, then all in the other: each worker reloads its page about once.
for (const locale of locales) {
  for (const story of stories) {
    test(`${story.id} (${locale})`, async ({ storyPage }) => {
      await storyPage.page.setViewportSize(plainViewport);
      const state = await showStory(storyPage, story.id, `locale:${locale}`);
      // A story that sets its own locale shows it whichever was asked for (checked here), so one
      // picture, taken in the first locale's test, is enough.
      if (state.pinnedLocale !== null && locale !== locales[0]) return expectPinned(storyPage.page, state.pinnedLocale);
      await picture(storyPage.page, `${story.id}--${state.pinnedLocale ?? locale}.png`);
    });
  }
}

// The review matrix, mode by mode (the page reloads when the globals change, not the width).
for (const [modeName, mode] of Object.entries(reviewModes)) {
  const { globals, width } = modeGlobals(mode);
  for (const story of matrix) {
    test(`${story.id} [${modeName}]`, async ({ storyPage }) => {
      await storyPage.page.setViewportSize({ width, height: 800 });
      const state = await showStory(storyPage, story.id, globals);
      // A story that pins its locale shows it in every mode (checked), and is pictured once per theme and width.
      if (state.pinnedLocale !== null && mode.locale !== locales[0]) return expectPinned(storyPage.page, state.pinnedLocale);
      await picture(storyPage.page, `${story.id}--${modeName.replace(mode.locale, state.pinnedLocale ?? mode.locale)}.png`);
    });
  }
}
