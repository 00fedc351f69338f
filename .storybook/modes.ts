/**
 * Chromatic modes: every combination of locale and viewport, named `ar-phone`, `en-desktop`, …
 * One helper so that stories and the global parameters agree.
 */
export const viewports = { phone: 375, desktop: 1280 } as const;
export type ViewportName = keyof typeof viewports;

export interface ChromaticMode {
  locale: string;
  viewport: number;
}

export function chromaticModes<L extends string>(
  modeLocales: readonly L[],
  modeViewports: readonly ViewportName[] = ['phone', 'desktop'],
): Record<`${L}-${ViewportName}`, ChromaticMode> {
  const modes = {} as Record<`${L}-${ViewportName}`, ChromaticMode>;
  for (const locale of modeLocales) {
    for (const viewport of modeViewports) modes[`${locale}-${viewport}`] = { locale, viewport: viewports[viewport] };
  }
  return modes;
}
