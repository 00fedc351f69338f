export { api, call, storedToken, COMPANY_TOKEN_COOKIE } from './client';
export { configureApiRuntime, apiRuntime } from './runtime';
