/**
 * Values shared by every theme (space, type, radii, motion, layers, sizes).
 * Colours live in the per-theme files.
 */
export const sharedTokens = {
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    large: '16px',
    xlarge: '24px',
    xxlarge: '32px',
    xxxlarge: '48px',
  },
  radius: { none: '0', small: '4px', medium: '8px', large: '16px', full: '9999px' },
  font: {
    body: '"IBM Plex Sans Arabic", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  fontSize: {
    xsmall: '0.75rem',
    small: '0.875rem',
    medium: '1rem',
    large: '1.125rem',
    xlarge: '1.375rem',
    xxlarge: '1.75rem',
    display: '2.5rem',
  },
  lineHeight: {
    xsmall: '1.1rem',
    small: '1.35rem',
    medium: '1.6rem',
    large: '1.75rem',
    xlarge: '2rem',
    xxlarge: '2.4rem',
    display: '3.2rem',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  motion: { fast: '120ms', medium: '200ms', slow: '320ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  zIndex: { base: '0', sticky: '100', dropdown: '1000', drawer: '1100', modal: '1200', toast: '1300', tooltip: '1400' },
  size: {
    sidebar: '300px',
    sidebarCollapsed: '72px',
    topBar: '64px',
    controlSmall: '32px',
    controlMedium: '40px',
    controlLarge: '48px',
    focusRingWidth: '3px',
    borderWidth: '1px',
    notificationDropdownMin: '25rem',
    contentMax: '1200px',
  },
} as const;
