/**
 * Every operation of the contract (api-spec/openapi.yaml) with what the mocks need to know about
 * it: method, path, which token it takes, its staff permission (`x-permission`) and whether it
 * needs an active package (`x-requires-package`). `coverage.test.ts` checks this table against
 * the YAML, and the `satisfies` below makes TypeScript list every operationId of schema.d.ts.
 */
import type { components, operations, paths } from '../../api-spec/schema';

export type OperationId = keyof operations;
export type HttpMethod = 'get' | 'post' | 'put' | 'delete';
export type TokenKind = 'provider' | 'focus' | 'company';
export type PermissionKey = components['schemas']['PermissionKey'];

export interface OperationInfo {
  method: HttpMethod;
  path: keyof paths;
  /** Token kinds the operation accepts; empty for public calls. */
  security: readonly TokenKind[];
  permission?: PermissionKey;
  requiresPackage?: true;
}

export const OPERATIONS = {
  providerLogin: { method: 'post', path: '/provider/auth/login', security: [] },
  providerVerifyLogin: { method: 'post', path: '/provider/auth/verify-login', security: [] },
  providerLogout: { method: 'post', path: '/provider/auth/logout', security: ['provider'] },
  providerRegister: { method: 'post', path: '/provider/auth/register', security: [] },
  providerVerifyAccount: { method: 'post', path: '/provider/auth/verify-account', security: [] },
  providerForgetPassword: { method: 'post', path: '/provider/auth/forget-password', security: [] },
  providerResetPassword: { method: 'post', path: '/provider/auth/reset-password', security: [] },
  getProviderProfile: { method: 'get', path: '/provider/auth/profile', security: ['provider'] },
  updateProviderProfile: { method: 'put', path: '/provider/auth/profile', security: ['provider'] },
  updateProviderBusinessProfile: { method: 'put', path: '/provider/auth/profile/provider', security: ['provider'] },
  getProviderBusinessProfile: { method: 'get', path: '/provider/auth/profile/provider/{id}', security: ['provider'] },
  updateProviderBankSetting: { method: 'put', path: '/provider/auth/profile/bank-setting', security: ['provider'], permission: 'bank.manage' },
  toggleProviderChatStatus: { method: 'put', path: '/provider/auth/profile/{id}/toggle-chat-status', security: ['provider'] },
  changeProviderPassword: { method: 'put', path: '/provider/auth/profile/change-password', security: ['provider'] },
  focusLogin: { method: 'post', path: '/focus/auth/login', security: [] },
  focusSocialLogin: { method: 'post', path: '/focus/auth/social-login/{provider}', security: [] },
  focusRegister: { method: 'post', path: '/focus/auth/register', security: [] },
  focusLogout: { method: 'post', path: '/focus/auth/logout', security: ['focus'] },
  getFocusProfile: { method: 'get', path: '/focus/auth/profile', security: ['focus'] },
  focusForgetPassword: { method: 'post', path: '/focus/auth/forget-password', security: [] },
  focusResetPassword: { method: 'post', path: '/focus/auth/reset-password', security: [] },
  listFocusPackages: { method: 'get', path: '/focus/packages', security: [] },
  subscribeFocusPackage: { method: 'post', path: '/focus/packages/{id}/subscribe', security: ['focus'] },
  getFocusActivePackage: { method: 'get', path: '/focus/packages/active', security: ['focus'] },
  startSocialOAuth: { method: 'get', path: '/{provider}/oauth', security: [] },
  socialOAuthCallback: { method: 'get', path: '/{provider}/oauth/callback', security: [] },
  socialOAuthCallbackPost: { method: 'post', path: '/{provider}/oauth/callback', security: [] },
  listProviderNotifications: { method: 'get', path: '/provider/notifications', security: ['provider'] },
  getProviderNotificationCount: { method: 'get', path: '/provider/notifications/count', security: ['provider'] },
  markAllProviderNotificationsRead: { method: 'get', path: '/provider/read-notifications', security: ['provider'] },
  markProviderNotificationRead: { method: 'post', path: '/provider/notifications/{id}/read', security: ['provider'] },
  listProviderPackages: { method: 'get', path: '/provider/packages', security: ['provider'] },
  subscribeProviderPackage: { method: 'post', path: '/provider/packages/{id}/subscribe', security: ['provider'], permission: 'packages.manage' },
  getProviderActivePackage: { method: 'get', path: '/provider/packages/activeSubscribedPackage', security: ['provider'] },
  uploadFile: { method: 'post', path: '/company/uploader', security: ['provider', 'company', 'focus'] },
  uploadMultipleFiles: { method: 'post', path: '/company/uploader/multiple-files', security: ['provider', 'company', 'focus'] },
  deleteUploadedFile: { method: 'post', path: '/company/uploader/delete', security: ['provider', 'company', 'focus'] },
  authorizeBroadcasting: { method: 'post', path: '/broadcasting/auth', security: ['provider', 'company', 'focus'] },
  listSalons: { method: 'get', path: '/provider/salons', security: ['provider'], requiresPackage: true },
  createSalon: { method: 'post', path: '/provider/salons', security: ['provider'], permission: 'salons.manage', requiresPackage: true },
  getSalon: { method: 'get', path: '/provider/salons/{id}', security: ['provider'], requiresPackage: true },
  updateSalon: { method: 'put', path: '/provider/salons/{id}', security: ['provider'], permission: 'salons.manage', requiresPackage: true },
  deleteSalon: { method: 'delete', path: '/provider/salons/{id}', security: ['provider'], permission: 'salons.manage', requiresPackage: true },
  toggleSalonActive: { method: 'put', path: '/provider/salons/{id}/toggle-active', security: ['provider'], permission: 'salons.manage', requiresPackage: true },
  listBarbers: { method: 'get', path: '/provider/barbers', security: ['provider'], requiresPackage: true },
  createBarber: { method: 'post', path: '/provider/barbers', security: ['provider'], permission: 'barbers.manage', requiresPackage: true },
  getBarber: { method: 'get', path: '/provider/barbers/{id}', security: ['provider'], requiresPackage: true },
  updateBarber: { method: 'put', path: '/provider/barbers/{id}', security: ['provider'], permission: 'barbers.manage', requiresPackage: true },
  deleteBarber: { method: 'delete', path: '/provider/barbers/{id}', security: ['provider'], permission: 'barbers.manage', requiresPackage: true },
  toggleBarberActive: { method: 'put', path: '/provider/barbers/{id}/toggle-active', security: ['provider'], permission: 'barbers.manage', requiresPackage: true },
  listServices: { method: 'get', path: '/provider/services', security: ['provider'], requiresPackage: true },
  createService: { method: 'post', path: '/provider/services', security: ['provider'], permission: 'services.manage', requiresPackage: true },
  getService: { method: 'get', path: '/provider/services/{id}', security: ['provider'], requiresPackage: true },
  updateService: { method: 'put', path: '/provider/services/{id}', security: ['provider'], permission: 'services.manage', requiresPackage: true },
  deleteService: { method: 'delete', path: '/provider/services/{id}', security: ['provider'], permission: 'services.manage', requiresPackage: true },
  toggleServiceActive: { method: 'put', path: '/provider/services/{id}/toggle-active', security: ['provider'], permission: 'services.manage', requiresPackage: true },
  getBufferTimes: { method: 'get', path: '/provider/buffer-times', security: ['provider'], permission: 'buffer_times.manage', requiresPackage: true },
  updateSalonBufferTimes: { method: 'put', path: '/provider/buffer-times/{salon_id}', security: ['provider'], permission: 'buffer_times.manage', requiresPackage: true },
  updateBarberBufferTimes: { method: 'put', path: '/provider/buffer-times/{salon_id}/barbers/{barber_id}', security: ['provider'], permission: 'buffer_times.manage', requiresPackage: true },
  deleteBarberBufferTimes: { method: 'delete', path: '/provider/buffer-times/{salon_id}/barbers/{barber_id}', security: ['provider'], permission: 'buffer_times.manage', requiresPackage: true },
  listAvailableSlots: { method: 'get', path: '/provider/slots', security: ['provider'], permission: 'reservations.view', requiresPackage: true },
  listReservations: { method: 'get', path: '/provider/reservations', security: ['provider'], permission: 'reservations.view', requiresPackage: true },
  createReservation: { method: 'post', path: '/provider/reservations', security: ['provider'], permission: 'reservations.manage', requiresPackage: true },
  getReservation: { method: 'get', path: '/provider/reservations/{id}', security: ['provider'], permission: 'reservations.view', requiresPackage: true },
  confirmReservation: { method: 'post', path: '/provider/reservations/{id}/confirm', security: ['provider'], permission: 'reservations.manage', requiresPackage: true },
  completeReservation: { method: 'post', path: '/provider/reservations/{id}/complete', security: ['provider'], permission: 'reservations.manage', requiresPackage: true },
  cancelReservation: { method: 'post', path: '/provider/reservations/{id}/cancel', security: ['provider'], permission: 'reservations.manage', requiresPackage: true },
  markReservationNoShow: { method: 'post', path: '/provider/reservations/{id}/no-show', security: ['provider'], permission: 'reservations.manage', requiresPackage: true },
  getWallet: { method: 'get', path: '/provider/wallet', security: ['provider'], permission: 'wallet.view', requiresPackage: true },
  listWalletTransactions: { method: 'get', path: '/provider/wallet/transactions', security: ['provider'], permission: 'wallet.view', requiresPackage: true },
  createWithdrawal: { method: 'post', path: '/provider/wallet/withdrawals', security: ['provider'], permission: 'wallet.withdraw', requiresPackage: true },
  listBanks: { method: 'get', path: '/provider/banks', security: ['provider'] },
  getBankAccount: { method: 'get', path: '/provider/bank-account', security: ['provider'], permission: 'bank.manage' },
  listProviderAdmins: { method: 'get', path: '/provider/admins', security: ['provider'], permission: 'admins.manage', requiresPackage: true },
  createProviderAdmin: { method: 'post', path: '/provider/admins', security: ['provider'], permission: 'admins.manage', requiresPackage: true },
  getProviderAdmin: { method: 'get', path: '/provider/admins/{id}', security: ['provider'], permission: 'admins.manage', requiresPackage: true },
  updateProviderAdmin: { method: 'put', path: '/provider/admins/{id}', security: ['provider'], permission: 'admins.manage', requiresPackage: true },
  deleteProviderAdmin: { method: 'delete', path: '/provider/admins/{id}', security: ['provider'], permission: 'admins.manage', requiresPackage: true },
  listPermissions: { method: 'get', path: '/provider/permissions', security: ['provider'], permission: 'admins.manage', requiresPackage: true },
  listCountries: { method: 'get', path: '/locations/countries', security: [] },
  listStates: { method: 'get', path: '/locations/countries/{id}/states', security: [] },
  listCities: { method: 'get', path: '/locations/states/{id}/cities', security: [] },
  listSliders: { method: 'get', path: '/website/sliders', security: [] },
  getWebSettings: { method: 'get', path: '/website/settings', security: [] },
  getHomeContent: { method: 'get', path: '/website/home', security: [] },
  getPackageSettings: { method: 'get', path: '/website/package-settings', security: [] },
  sendContactMessage: { method: 'post', path: '/website/contact', security: [] },
  createCompanyToken: { method: 'post', path: '/company/auth/token', security: ['provider'] },
  getCompanyRoom: { method: 'get', path: '/company/room', security: ['company'] },
  companyLogout: { method: 'post', path: '/company/auth/logout', security: ['company'] },
  listSmsOutbox: { method: 'get', path: '/dev/sms-outbox', security: [] },
  getHealth: { method: 'get', path: '/health', security: [] },
} as const satisfies Record<OperationId, OperationInfo>;

/** The same table as a list, in the document's order. */
export const operationList: ReadonlyArray<OperationInfo & { operationId: OperationId }> = (
  Object.keys(OPERATIONS) as OperationId[]
).map((operationId) => ({ operationId, ...OPERATIONS[operationId] }));

export type OperationMethod<Id extends OperationId> = (typeof OPERATIONS)[Id]['method'];
export type OperationPath<Id extends OperationId> = (typeof OPERATIONS)[Id]['path'];

// Compile-time check that each row's method and path lead to that very operation in schema.d.ts
// (two-way, so a wrong method, which yields `never`, fails too).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type RowMatches = {
  [Id in OperationId]: Same<paths[OperationPath<Id>][OperationMethod<Id>], operations[Id]>;
};
const rowsMatch: { [Id in OperationId]: true } = null as unknown as RowMatches;
void rowsMatch;
