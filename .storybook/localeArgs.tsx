import type { Decorator } from '@storybook/react-vite';

/**
 * `parameters.localeArgs`: a component's sample data per locale, so a story shown in English has
 * English names and an Urdu one Urdu names. `ar` holds the Arabic values the meta's args use; for
 * another locale an arg is replaced only while it still holds its Arabic value, so a story that
 * sets its own text (a long Turkish name, say) keeps it.
 */
type LocaleArgs = { ar: Record<string, unknown> } & Partial<Record<'en' | 'tr' | 'ur', Record<string, unknown>>>;

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

export const withLocaleArgs: Decorator = (Story, context) => {
  const byLocale = context.parameters.localeArgs as LocaleArgs | undefined;
  const locale = context.globals.locale as string;
  const own = locale === 'ar' ? undefined : byLocale?.[locale as 'en' | 'tr' | 'ur'];
  if (!byLocale || !own) return Story();
  const args = { ...context.args };
  for (const [name, value] of Object.entries(own)) if (same(args[name], byLocale.ar[name])) args[name] = value;
  return Story({ args });
};
