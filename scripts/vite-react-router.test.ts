import { describe, expect, it } from 'vitest';
import { pureComponents } from './vite-react-router';

describe("react-router's components for the browser's build", () => {
  it('marks component definitions pure and leaves out their labels, so unused ones are dropped', () => {
    const source = ['var Link = React10.forwardRef(', '  function LinkWithRef() {}', ');', 'Link.displayName = "Link";', 'var x = 1;'].join('\n');
    expect(pureComponents(source)).toBe(['var Link = /* @__PURE__ */ React10.forwardRef(', '  function LinkWithRef() {}', ');', '', 'var x = 1;'].join('\n'));
  });

  it('leaves every other statement as it is', () => {
    const source = 'export function useHref() { return ctx.forwardRefCount; }\nel.dataset.displayName = "x";\nfoo.displayName = computed;';
    expect(pureComponents(source)).toBe(source);
  });
});
