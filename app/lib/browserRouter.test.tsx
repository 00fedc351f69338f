import { act, render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { buildBrowserRouter } from './browserRouter';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('buildBrowserRouter', () => {
  it('builds the router without navigating; initialize() then runs the first navigation from the address bar', async () => {
    window.history.replaceState(null, '', '/ar/salons?page=2');
    const loaded: string[] = [];
    const router = buildBrowserRouter([
      {
        path: '/:locale',
        loader: ({ params }) => (loaded.push(params.locale ?? ''), params.locale ?? null),
        children: [{ path: 'salons', Component: () => <p>salons page</p> }],
      },
    ]);
    expect(router.state.initialized).toBe(false);
    expect(loaded).toEqual([]);

    router.initialize();
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('salons page')).toBeInTheDocument();
    expect(loaded).toEqual(['ar']);
    expect(router.state.location.search).toBe('?page=2');

    // It is a browser router: a navigation changes the address bar.
    await act(() => router.navigate('/en/salons'));
    expect(window.location.pathname).toBe('/en/salons');
    router.dispose();
  });
});
