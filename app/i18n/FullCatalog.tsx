import { createContext, use, useContext, type ReactNode } from 'react';
import { LocaleProvider, useLocale } from './LocaleProvider';
import type { Messages } from './messages';

/**
 * Loads every word a document may show, for a document whose first screen carries only part of
 * its catalog (the website: app/site/messages.ts). The promise is read with React's `use`: once
 * it has settled it must say so (`status`), or each read would suspend again.
 */
export type LoadFullCatalog = () => Promise<Messages>;

const FullCatalogContext = createContext<LoadFullCatalog | null>(null);

/** Where the catalog is partial: how to load the rest. The app's document loads every area at once and has none. */
export function FullCatalogProvider({ load, children }: { load: LoadFullCatalog; children: ReactNode }) {
  return <FullCatalogContext.Provider value={load}>{children}</FullCatalogContext.Provider>;
}

/**
 * A part of the page that needs the words the first screen leaves out (the login modals, the
 * forms): it waits for them (suspends, inside its Suspense boundary) and gives them to its
 * children. Where the catalog is whole it is nothing.
 */
export function WithFullCatalog({ children }: { children: ReactNode }) {
  const load = useContext(FullCatalogContext);
  const locale = useLocale();
  if (!load) return <>{children}</>;
  return (
    <LocaleProvider locale={locale} messages={use(load())} syncDocument={false}>
      {children}
    </LocaleProvider>
  );
}
