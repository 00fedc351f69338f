import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { FullCatalogProvider, WithFullCatalog } from './FullCatalog';
import { LocaleProvider } from './LocaleProvider';
import type { Messages } from './messages';

const first: Messages = { 'website.title': 'Welcome' };
const full: Messages = { ...first, 'auth.login': 'Sign in' };

function Page({ load }: { load?: () => Promise<Messages> }) {
  const modal = (
    <Suspense fallback={<p>loading words</p>}>
      <WithFullCatalog>
        <FormattedMessage id="website.title" /> / <FormattedMessage id="auth.login" />
      </WithFullCatalog>
    </Suspense>
  );
  return (
    <LocaleProvider locale="en" messages={load ? first : full} syncDocument={false}>
      {load ? <FullCatalogProvider load={load}>{modal}</FullCatalogProvider> : modal}
    </LocaleProvider>
  );
}

describe('WithFullCatalog', () => {
  it('is nothing where the catalog is whole (the app)', () => {
    render(<Page />);
    expect(screen.getByText('Welcome / Sign in')).toBeInTheDocument();
  });

  // Its resumption once the words arrive is React's (and jsdom's act environment does not replay
  // it): the website's e2e journeys open the login modals, which wait here.
  it('waits for the rest of the catalog, showing the fallback meanwhile', () => {
    render(<Page load={() => new Promise<Messages>(() => undefined)} />);
    expect(screen.getByText('loading words')).toBeInTheDocument();
    expect(screen.queryByText(/Sign in/)).not.toBeInTheDocument();
  });

  it('does not wait again for a catalog that has loaded', () => {
    const loaded = Object.assign(Promise.resolve(full), { status: 'fulfilled', value: full });
    render(<Page load={() => loaded} />);
    expect(screen.getByText('Welcome / Sign in')).toBeInTheDocument();
  });
});
