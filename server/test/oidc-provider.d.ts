// The little of oidc-provider's API the tests use (the package ships no types; @types/oidc-provider lags behind v8).
declare module 'oidc-provider' {
  import type { Server } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  interface Configuration {
    clients?: Record<string, unknown>[];
    findAccount?(ctx: unknown, sub: string): Promise<Account | undefined>;
    [option: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    listen(port: number, host: string, callback: () => void): Server;
  }
}
