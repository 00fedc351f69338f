/**
 * Which frame the document paints before the app's code runs (issue 21, "no blank screen"): the
 * server marks the `<html>` of a dashboard address with `data-shell`, and the skeleton that
 * index.html carries (scripts/vite-app-shell.ts) shows for it alone. The app keeps showing the same
 * markup until its first screen is ready (app/lib/appShell.tsx).
 */
export type ShellKind = 'dashboard';

const dashboard = /^\/(ar|en|tr|ur)\/provider-dashboard(?:[/?#]|$)/;

export function shellOf(url: string): ShellKind | null {
  return dashboard.test(url) ? 'dashboard' : null;
}
