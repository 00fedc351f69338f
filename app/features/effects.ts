/**
 * The side effects the flows ask for. Machines only name them (as actions with these
 * params); the app provides the implementations with `machine.provide({ actions })`, and
 * tests provide spies. No machine navigates, notifies or touches cookies itself.
 */

/** Same tones as the API client's notices, so one toast implementation serves both. */
export type NoticeTone = 'positive' | 'critical' | 'caution' | 'info';

type MessageValues = Record<string, string | number>;

/** A translated notice (toast): the message id and its ICU values, never a ready-made string. */
export interface NoticeParams {
  tone: NoticeTone;
  messageId: string;
  values?: MessageValues;
}

/** An inline message a flow keeps in its context for its view to show (role="status"/"alert"). */
export interface InlineMessage {
  tone: NoticeTone;
  messageId: string;
  values?: MessageValues;
}

export interface NavigateParams {
  /** A locale-prefixed in-app path, query included. */
  to: string;
}

export interface SetCookieParams {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

export interface RemoveCookieParams {
  name: string;
}

/** Removes query keys from the address bar without a navigation (history.replaceState in the app). */
export interface CleanQueryParams {
  keys: readonly string[];
}

/** The default of every effect a machine declares: loud, so a missing `provide` is found at once. */
export function notProvided(machine: string, effect: string): () => never {
  return () => {
    throw new Error(`${machine}: "${effect}" must be provided with machine.provide()`);
  };
}
