import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '../../../design-system';
import { isChunkLoadError, reloadOnceForChunkError } from '../../lib/chunkReload';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import * as styles from '../NotFound/NotFoundPage.css';

/** Per-layout error boundary: a 404 shows the not-found page, anything else the generic fallback. */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    if (chunkError) reloadOnceForChunkError();
  }, [chunkError]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isRouteErrorResponse(error) && error.status === 500 && error.data === 'unknown_middleware') return <UnknownMiddlewarePage />;
  return <GenericErrorPage />;
}

/** A route that names a guard nobody knows (spec's error catalogue: 500 Unknown middleware). */
function UnknownMiddlewarePage() {
  return (
    <main className={styles.page} role="alert">
      <p className={styles.code} aria-hidden="true">
        500
      </p>
      <h1 className={styles.title}>
        <FormattedMessage id="error.unknownMiddleware" />
      </h1>
    </main>
  );
}

export function GenericErrorPage() {
  return (
    <main className={styles.page} role="alert">
      <h1 className={styles.title}>
        <FormattedMessage id="error.generic" />
      </h1>
      <Button tone="neutral" onPress={() => window.location.reload()}>
        <FormattedMessage id="error.reload" />
      </Button>
    </main>
  );
}

/**
 * Outside every provider (the messages themselves failed to load): the fallback in all four
 * languages, so nobody meets a blank page.
 */
export function RootErrorPage() {
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    if (chunkError) reloadOnceForChunkError();
  }, [chunkError]);
  return (
    <main className={styles.page} role="alert">
      <h1 className={styles.title} lang="ar" dir="rtl">
        عذراً... حدث خطأ ما.
      </h1>
      <p lang="en" dir="ltr">Oops...Something went wrong.</p>
      <p lang="tr" dir="ltr">Hay aksi... Bir şeyler ters gitti.</p>
      <p lang="ur" dir="rtl">افوہ... کچھ غلط ہو گیا۔</p>
      <button type="button" onClick={() => window.location.reload()}>
        ↻
        <span lang="en"> Reload</span>
      </button>
    </main>
  );
}
