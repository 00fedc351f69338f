export { api, call, storedToken, COMPANY_TOKEN_COOKIE } from './client';
export { configureApiRuntime, apiRuntime, type ApiRuntime } from './runtime';
export { createQueryClient } from './queryClient';
