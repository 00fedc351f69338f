import { useQuery } from '@tanstack/react-query';
import type { Schema } from '../../../api-spec';
import { useLocale } from '../../i18n/LocaleProvider';
import { quietApi, quietCall } from './quietApi';

/**
 * The website-content calls (spec: "slider or boards, web settings, home content, package
 * settings"). Keyed by locale because the server resolves the texts in the request language.
 * Public content changes rarely: kept fresh for five minutes. A failed read raises no notice: the
 * page shows its own words instead.
 */
const FRESH_MS = 5 * 60_000;

export type Slide = Schema<'Slider'>;
export type WebSettings = Schema<'WebSettings'>;
export type HomeContent = Schema<'HomeContent'>;
export type PackageSettings = Schema<'PackageSettings'>;

export const websiteQueryKeys = {
  sliders: (locale: string) => ['website', 'sliders', locale] as const,
  settings: (locale: string) => ['website', 'settings', locale] as const,
  home: (locale: string) => ['website', 'home', locale] as const,
  packageSettings: (locale: string) => ['website', 'package-settings', locale] as const,
};

export function useSliders() {
  const locale = useLocale();
  return useQuery({
    queryKey: websiteQueryKeys.sliders(locale),
    queryFn: async () => (await quietCall(quietApi.GET('/website/sliders'))).data,
    staleTime: FRESH_MS,
  });
}

export function useWebSettings() {
  const locale = useLocale();
  return useQuery({
    queryKey: websiteQueryKeys.settings(locale),
    queryFn: async () => (await quietCall(quietApi.GET('/website/settings'))).data,
    staleTime: FRESH_MS,
  });
}

export function useHomeContent() {
  const locale = useLocale();
  return useQuery({
    queryKey: websiteQueryKeys.home(locale),
    queryFn: async () => (await quietCall(quietApi.GET('/website/home'))).data,
    staleTime: FRESH_MS,
  });
}

export function usePackageSettings() {
  const locale = useLocale();
  return useQuery({
    queryKey: websiteQueryKeys.packageSettings(locale),
    queryFn: async () => (await quietCall(quietApi.GET('/website/package-settings'))).data,
    staleTime: FRESH_MS,
  });
}
