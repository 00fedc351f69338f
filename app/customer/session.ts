/**
 * The customer's session cookie (the spec's visitor), apart from the provider's, the focus user's
 * and the company room's: a provider signing in or out leaves it alone, and a customer token opens
 * only the customer's calls (api-spec/client.ts, tokenKindFor).
 */
export const CUSTOMER_TOKEN_COOKIE = 'customer_token';
