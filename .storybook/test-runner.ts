import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';

type Page = Parameters<NonNullable<TestRunnerConfig['preVisit']>>[0];

type Size = { width: number; height: number };

/** Each runner page's own size, given back to the stories that ask for none. */
const initialSizes = new WeakMap<Page, Size | null>();

const config: TestRunnerConfig = {
  // A story may ask to be played at a screen's size (`parameters.testViewport`, e.g. a phone's 375 × 812):
  // its media queries then apply as on that screen, which a narrow frame alone would not do.
  async preVisit(page, context) {
    if (!initialSizes.has(page)) initialSizes.set(page, page.viewportSize());
    const { parameters } = await getStoryContext(page, context);
    const size = (parameters.testViewport as Size | undefined) ?? initialSizes.get(page);
    const current = page.viewportSize();
    if (size && (current?.width !== size.width || current.height !== size.height)) await page.setViewportSize(size);
  },
};

export default config;
