import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useRouterHref } from './routerHref';

const inPage = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/ar/contact']}>{children}</MemoryRouter>;
const href = (to: string) => renderHook(() => useRouterHref(to), { wrapper: inPage }).result.current;

describe('useRouterHref', () => {
  it('resolves in-app paths through the router', () => {
    expect(href('/ar/about')).toBe('/ar/about');
    expect(href('/ar?auth_type=focus')).toBe('/ar?auth_type=focus');
  });

  it('leaves e-mail, phone and other sites as they are', () => {
    expect(href('mailto:info@example.com')).toBe('mailto:info@example.com');
    expect(href('tel:920000000')).toBe('tel:920000000');
    expect(href('https://wa.me/966500000000')).toBe('https://wa.me/966500000000');
    expect(href('//cdn.example.com/x')).toBe('//cdn.example.com/x');
  });
});
