import type { ReactNode } from 'react';
import { VisuallyHidden as AriaVisuallyHidden } from 'react-aria';

/** Text for screen readers only (e.g. a table caption the layout already implies). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <AriaVisuallyHidden>{children}</AriaVisuallyHidden>;
}
