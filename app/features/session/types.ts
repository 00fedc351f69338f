/**
 * What the flows keep about who is signed in. These match the API's response shapes
 * (api-spec/openapi.yaml: ProviderUser, FocusUser, FocusSession); the machines define them
 * here so that they do not wait on, or break with, the generated types.
 */

interface BankAccountSummary {
  id: number;
  bank_name: string;
  iban: string;
}

/** A provider user as verify-login returns it, without its permissions (kept apart). */
export interface ProviderUser {
  id: number;
  provider_id: number;
  name: string;
  mobile: string;
  country_code: string;
  email: string | null;
  avatar: string | null;
  is_super_admin: boolean;
  chat_status: boolean;
  /** Umm al-Qura dates beside Gregorian ones (absent in sessions stored before the setting: shown). */
  show_hijri?: boolean;
  bank_account: BankAccountSummary | null;
  role: string | null;
}

/** A focus user, without its permissions (kept apart). */
export interface FocusUser {
  id: number;
  name: string;
  email: string;
  mobile: string | null;
}

export type WithPermissions<U> = U & { permissions: string[] };

/** A signed-in session of one kind: the stored Authorization value, permissions and user. */
export interface SignedInSession<U> {
  /** The Authorization header value: "Bearer …" (provider) or token_type + " " + access_token (focus). */
  token: string;
  permissions: string[];
  user: U | null;
}

export type ProviderSession = SignedInSession<ProviderUser>;
export type FocusSession = SignedInSession<FocusUser>;

/** What a login flow hands to the session when it succeeds. */
export type SignInParams = ({ kind: 'provider' } & SignedInSession<ProviderUser>) | ({ kind: 'focus' } & SignedInSession<FocusUser>);

/** The focus login and social sign-in answer (`data` of POST /focus/auth/login and /social-login). */
export interface FocusLoginResult {
  token_type: string;
  access_token: string;
  expires_in: number;
  user: WithPermissions<FocusUser>;
  focus_package: { package_name: string; expire_at: string } | null;
}

/** Splits an API user into the stored user and its permissions (the spec keeps them apart). */
export function splitPermissions<U extends object>(user: WithPermissions<U>): { user: U; permissions: string[] } {
  const { permissions, ...rest } = user;
  return { user: rest as unknown as U, permissions: [...permissions] };
}
