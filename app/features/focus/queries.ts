import { api, call } from '../../api';

/** Query keys of the focus area (one cache entry per language: names come translated). */
export const focusKeys = {
  profile: ['focus', 'profile'] as const,
  active: ['focus', 'packages', 'active'] as const,
  packages: ['focus', 'packages', 'list'] as const,
};

export const fetchFocusProfile = () => call(api.GET('/focus/auth/profile')).then((r) => r.data);
export const fetchActiveFocusPackage = () => call(api.GET('/focus/packages/active')).then((r) => r.data);
export const fetchFocusPackages = () => call(api.GET('/focus/packages')).then((r) => r.data);
export const subscribeFocusPackage = (id: number) => call(api.POST('/focus/packages/{id}/subscribe', { params: { path: { id } } }));
