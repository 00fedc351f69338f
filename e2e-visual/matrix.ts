/**
 * The stories pictured in every review mode (ar and en × light and dark × phone and desktop, from
 * .storybook/modes.ts): the foundations, a set of key components and key app screens. Every other
 * story is pictured in ar and en at one width, which keeps the committed baselines small.
 * Patterns match story ids; an app screen renamed here must be renamed here too.
 */
const matrixStories: readonly RegExp[] = [
  /^foundations-/,
  /^design-system-data-scheduleview--playground$/,
  /^design-system-actions-button--playground$/,
  /^design-system-forms-select--open$/,
  /^design-system-forms-calendar--playground$/,
  /^design-system-forms-textfield--playground$/,
  /^design-system-data-pricingcard--playground$/,
  /^design-system-data-table--playground$/,
  /^design-system-overlays-modal--playground$/,
  /^design-system-navigation-sidebar--playground$/,
  /^design-system-website-navbar--playground$/,
  /^app-dashboard-home--arabic$/,
  /^app-dashboard-reservations--schedule$/,
  /^app-website-home-page--loaded$/,
  /^app-auth-login-modals--provider-login$/,
];

export const inMatrix = (storyId: string) => matrixStories.some((pattern) => pattern.test(storyId));
