import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ar from '../../i18n/messages/ar/common.json';
import en from '../../i18n/messages/en/common.json';
import { guard } from '../../routes/guard';
import { RouteErrorPage } from './RouteErrorPage';

/** A layout whose route names a guard nobody knows ("mokayiefy": a token kind without rules). */
function openPageBehindUnknownGuard(locale: 'ar' | 'en', messages: typeof en) {
  const router = createMemoryRouter(
    [
      {
        path: '/:locale',
        element: (
          <IntlProvider locale={locale} messages={messages}>
            <Outlet />
          </IntlProvider>
        ),
        children: [{ path: 'employee-room', loader: guard('mokayiefy'), element: <p>room</p>, errorElement: <IntlProvider locale={locale} messages={messages}><RouteErrorPage /></IntlProvider> }],
      },
    ],
    { initialEntries: [`/${locale}/employee-room`] },
  );
  render(<RouterProvider router={router} />);
}

describe('a route behind an unknown guard (spec error catalogue: 500 Unknown middleware)', () => {
  it('shows the 500 page saying "Unknown middleware", not the page', async () => {
    openPageBehindUnknownGuard('en', en);
    const page = await screen.findByRole('alert');
    expect(page).toHaveTextContent('500');
    expect(screen.getByRole('heading', { level: 1, name: 'Unknown middleware' })).toBeInTheDocument();
    expect(screen.queryByText('room')).not.toBeInTheDocument();
  });

  it('says it in the page’s language', async () => {
    openPageBehindUnknownGuard('ar', ar);
    expect(await screen.findByRole('heading', { level: 1, name: 'وسيط غير معروف' })).toBeInTheDocument();
  });
});
