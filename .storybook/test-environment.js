// The story tests' Jest environment: the Storybook test-runner's own, with one browser page per
// worker instead of one per story file.
//
// The runner's environment connects to the browser, opens a context and a page, and loads the
// preview for every story file. Measured in Chromium (cgroup CPU time, 10 loads): a new page costs
// about 2.3–2.8 CPU s before its first story (a renderer process and a V8 heap started, 1.6 MB of
// preview compiled afresh), loading the preview again in the same page about 0.5 s. So each worker
// keeps its page, and each file still starts on a fresh page as far as a story can tell: the preview
// is loaded again (a new document: no script state survives), and before that the cookies, storage
// and the window's size that the previous file left are cleared (docs/decisions.md, "Test run time").
import { setupPage } from '@storybook/test-runner/dist/index.js';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/** This worker's browser connection, context and page, kept from one story file to the next. */
let kept = null;
/** The size the page was opened at: each file starts at it, whatever the last story asked for. */
let openedSize = null;
/** Pages whose helper bindings may be asked for again (the runner binds its two for every file). */
const rebindable = new WeakSet();

/** The runner's helpers, bound again on a kept page, are the ones bound the first time: no-op. */
function keepBindings(page) {
  if (rebindable.has(page)) return;
  rebindable.add(page);
  const exposeBinding = page.exposeBinding.bind(page);
  page.exposeBinding = async (name, callback, options) => {
    try {
      await exposeBinding(name, callback, options);
    } catch (error) {
      if (!String(error?.message).includes('has been already registered')) throw error;
    }
  };
}

/**
 * The stories' mock service worker (MSW) stays registered from one story file to the next.
 *
 * MSW's page tells its worker it is closing when the page unloads, and the worker unregisters itself
 * when it counts no page left. Loading the next file's preview in this page races that: the worker
 * may count before the new document is its client. The new document is then controlled by a
 * registration on its way out, and MSW's `update()` of it rejects ("Failed to update a ServiceWorker
 * … Not found") while the first story plays, which fails that story. In this runner's pages that
 * message is not sent: every file's preview finds the one registration, as a reader moving between
 * stories in one tab does.
 */
const keepsMockWorker = new WeakSet();
async function keepMockWorker(page) {
  if (keepsMockWorker.has(page)) return;
  keepsMockWorker.add(page);
  // Runs in each new document of the page (browser globals), before the preview's own scripts.
  await page.addInitScript(() => {
    const { ServiceWorker } = globalThis;
    if (typeof ServiceWorker === 'undefined') return;
    const post = ServiceWorker.prototype.postMessage;
    ServiceWorker.prototype.postMessage = function postMessage(message, ...rest) {
      if (message === 'CLIENT_CLOSED') return undefined;
      return post.call(this, message, ...rest);
    };
  });
}

/** What a story file could leave in the page for the next one: cookies, storage, the window's size. */
async function freshStart({ context, page }) {
  await context.clearCookies();
  // The last document is the preview's (the same origin as the next): its storage is the next file's.
  await page
    .evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    })
    .catch(() => {
      /* a document without storage (about:blank after a failed load) leaves none to clear */
    });
  if (openedSize) await page.setViewportSize(openedSize);
}

/** Closes the kept connection when no file follows soon: the worker then exits by itself once Jest ends it. */
let closing = null;
const CLOSE_WHEN_IDLE_MS = 250;

export default class KeptPageEnvironment extends PlaywrightEnvironment {
  async setup() {
    const options = this._config.testEnvironmentOptions['jest-playwright'];
    if (options.haveSkippedTests) {
      // A run filtered by test name: the runner opens the browser only for the tests it runs.
      await super.setup();
      if (this.global.page) await setupPage(this.global.page, this.global.context);
      return;
    }
    clearTimeout(closing);
    const reuse = kept !== null && !kept.page.isClosed() && kept.browser?.isConnected() !== false;
    // The runner's setup without its own browser, context and page where this worker has them.
    options.skipInitialization = reuse;
    await super.setup();
    if (reuse) {
      Object.assign(this.global, kept);
      await freshStart(kept);
    } else {
      keepBindings(this.global.page);
      await keepMockWorker(this.global.page);
      openedSize = this.global.page.viewportSize();
    }
    await setupPage(this.global.page, this.global.context);
  }

  async teardown() {
    const { browser, context, page } = this.global;
    // Kept for the next file (the runner may have replaced the page after a navigation): the
    // connection is closed with the worker.
    if (page && !page.isClosed()) {
      keepBindings(page);
      await keepMockWorker(page);
      kept = { browser, context, page };
      const last = kept;
      closing = setTimeout(() => void last.browser?.close().catch(() => {}), CLOSE_WHEN_IDLE_MS);
    }
    this.global.browser = undefined;
    this.global.page = undefined;
    await super.teardown();
  }
}
