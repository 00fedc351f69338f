import type { Schema } from '../../../api-spec';
import { useLocale } from '../../i18n/LocaleProvider';
import { useContent } from './contentStore';

/**
 * The website-content calls (spec: "slider or boards, web settings, home content, package
 * settings"). Keyed by locale because the server resolves the texts in the request language.
 * Public content changes rarely: kept fresh for five minutes. A failed read raises no notice: the
 * page shows its own words instead.
 *
 * The API client is loaded with the first read, not with the page: a page the server rendered
 * arrives with its content (app/site/), and most visits never read again.
 */
const FRESH_MS = 5 * 60_000;

export type Slide = Schema<'Slider'>;
export type WebSettings = Schema<'WebSettings'>;
export type HomeContent = Schema<'HomeContent'>;
export type PackageSettings = Schema<'PackageSettings'>;

export const websiteContentKeys = {
  sliders: (locale: string) => `website/sliders/${locale}`,
  settings: (locale: string) => `website/settings/${locale}`,
  home: (locale: string) => `website/home/${locale}`,
  packageSettings: (locale: string) => `website/package-settings/${locale}`,
};

type ContentName = keyof typeof websiteContentKeys;

/** Each content's call; the same list the server reads for a page it renders (app/site/pages.ts). */
export const websiteContentPaths = {
  sliders: '/website/sliders',
  settings: '/website/settings',
  home: '/website/home',
  packageSettings: '/website/package-settings',
} as const satisfies Record<ContentName, string>;

function useWebsiteContent<T>(name: ContentName) {
  const locale = useLocale();
  return useContent<T>(
    websiteContentKeys[name](locale),
    async () => {
      const { quietApi, quietCall } = await import('./quietApi');
      return (await quietCall(quietApi.GET(websiteContentPaths[name]))).data as T;
    },
    FRESH_MS,
  );
}

export const useSliders = () => useWebsiteContent<Slide[]>('sliders');
export const useWebSettings = () => useWebsiteContent<WebSettings>('settings');
export const useHomeContent = () => useWebsiteContent<HomeContent>('home');
export const usePackageSettings = () => useWebsiteContent<PackageSettings>('packageSettings');
