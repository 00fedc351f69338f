/**
 * What the API client needs from the running app, set by the app as it starts and as the
 * route changes: the current locale, the router's navigate, the translated generic message,
 * and what to do when the provider session is rejected. Kept outside React on purpose: the
 * client is called from machines' actors and loaders too.
 */
export interface ApiRuntime {
  locale: string;
  navigate: (path: string) => void;
  genericMessage: () => string;
  /** Translates a message id in the current locale (for notices raised outside React). */
  translate: (id: string, values?: Record<string, string | number>) => string;
  onUnauthorized: () => void;
}

const runtime: ApiRuntime = {
  locale: 'ar',
  navigate: (path) => window.location.assign(path),
  genericMessage: () => 'Oops...Something went wrong.',
  translate: (id) => id,
  onUnauthorized: () => undefined,
};

export function configureApiRuntime(update: Partial<ApiRuntime>): void {
  Object.assign(runtime, update);
}

export function apiRuntime(): Readonly<ApiRuntime> {
  return runtime;
}
