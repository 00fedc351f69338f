/**
 * Chromatic modes and the local visual layer's matrix: locale × theme × viewport, named
 * `ar-light-phone`, `en-dark-desktop`, … (`ar-phone` when no theme is given). One helper, so the
 * preview's parameters, Chromatic and e2e-visual/ agree on the names and the values.
 * In a mode, `viewport` is the width Chromatic captures at; the other keys are Storybook globals.
 */
export const viewports = { phone: 375, desktop: 1280 } as const;
export type ViewportName = keyof typeof viewports;
const modeThemes = ['light', 'dark'] as const;
export type ModeTheme = (typeof modeThemes)[number];

export interface ChromaticMode {
  locale: string;
  theme?: ModeTheme;
  viewport: number;
}

type ModeName<L extends string, T extends ModeTheme | never> = [T] extends [never] ? `${L}-${ViewportName}` : `${L}-${T}-${ViewportName}`;

export function chromaticModes<L extends string, T extends ModeTheme = never>(
  modeLocales: readonly L[],
  modeViewports: readonly ViewportName[] = ['phone', 'desktop'],
  themes: readonly T[] = [],
): Record<ModeName<L, T>, ChromaticMode> {
  const modes: Record<string, ChromaticMode> = {};
  for (const locale of modeLocales) {
    for (const theme of themes.length > 0 ? themes : [undefined]) {
      for (const viewport of modeViewports) {
        const name = theme === undefined ? `${locale}-${viewport}` : `${locale}-${theme}-${viewport}`;
        modes[name] = theme === undefined ? { locale, viewport: viewports[viewport] } : { locale, theme, viewport: viewports[viewport] };
      }
    }
  }
  return modes as Record<ModeName<L, T>, ChromaticMode>;
}

/** The review matrix of issue 16: Arabic and English, light and dark, phone and desktop (8 modes). */
export const reviewModes = chromaticModes(['ar', 'en'], ['phone', 'desktop'], modeThemes);

/** A mode as the visual layer's globals string (`locale:ar;theme:dark`) and window size. */
export function modeGlobals(mode: ChromaticMode): { globals: string; width: number } {
  return { globals: [`locale:${mode.locale}`, ...(mode.theme ? [`theme:${mode.theme}`] : [])].join(';'), width: mode.viewport };
}
