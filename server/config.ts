/**
 * Server configuration from the environment (every variable is listed in README.md). `loadConfig`
 * refuses what must not run: production without a real SMS driver, a half-configured external socket.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { defaultRealtimeAppKey } from '../api-spec/realtime';

type Environment = 'production' | 'development' | 'test';

export interface HttpDriverConfig {
  url: string;
  token: string | undefined;
  sender: string | undefined;
}

export interface OidcClientConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
}

/** UPLOADS_DRIVER=s3: an S3-compatible bucket (path-style requests, SigV4). */
export interface S3Settings {
  /** `https://s3.eu-central-1.amazonaws.com`, `http://minio:9000`, `https://<account>.r2.cloudflarestorage.com`. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers load objects: `<publicUrl>/<folder>/<file>` (the bucket's public URL or a CDN in front of it). */
  publicUrl: string;
}

/** Every variable UPLOADS_DRIVER=s3 needs, in the order the error names them. */
const s3Variables = ['S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const;

export interface Config {
  env: Environment;
  port: number;
  host: string;
  logLevel: string;
  /** Base URL of the site as the browser sees it (OAuth redirect URIs, absolute links). */
  publicUrl: string;
  webDistDir: string;
  dataDir: string;
  /** PostgreSQL connection string; PGlite under `dataDir` when absent. */
  databaseUrl: string | undefined;
  corsOrigins: string[];
  redisUrl: string | undefined;
  /**
   * Which peers may tell us the client's address (X-Forwarded-For): `false` none, a hop count
   * (proxies in front of this process), or their addresses and CIDR ranges. Never "everyone".
   */
  trustProxy: false | number | string[];
  /** Largest JSON body in bytes. */
  bodyLimit: number;
  sms: { driver: 'outbox' } | { driver: 'http'; http: HttpDriverConfig };
  mail: { driver: 'outbox' } | { driver: 'http'; http: HttpDriverConfig };
  /** WhatsApp Cloud API (customer messages, issue 19): `outbox` outside production, `http` sends through Meta's Graph API. */
  whatsapp: WhatsAppConfig;
  realtime: {
    appId: string;
    key: string;
    secret: string;
    /** Set when events go to an external Pusher-protocol server instead of the embedded socket. */
    external: { host: string; port: number; useTLS: boolean; cluster: string | undefined } | undefined;
  };
  uploads: {
    driver: 'local' | 's3';
    /** Folder of the local driver. */
    dir: string;
    maxBytes: number;
    /** Public URL prefix of stored files (`/uploads` locally, S3_PUBLIC_URL with s3). */
    publicPrefix: string;
    /** The bucket, with UPLOADS_DRIVER=s3. */
    s3: S3Settings | undefined;
  };
  oidc: { google: OidcClientConfig | undefined; apple: OidcClientConfig | undefined };
  /** Server secret: peppers one-time codes and signs OAuth state. */
  appSecret: string;
  /** Seed demo data and print the demo logins on first start. */
  seedDemo: boolean;
  /**
   * How long (ms) a process reuses what a bearer token resolved to and a salon's booking settings
   * (0: never). Another process behind the same balancer sees a revoked token, a permission or a
   * salon's new hours at most this late; its own changes apply at once.
   */
  cacheTtlMs: number;
  /**
   * How long (ms) a process reuses free slots it worked out (domain/slots-cache.ts; 0: never). Its own
   * changes apply at once; another process's bookings and closures at most this late.
   */
  answersCacheMs: number;
  /** Sign-in rate limits (per minute); tests raise them. */
  /** `customerBookingsPerHour`: per client IP (default 20). */
  rateLimit: { publicPerMinute: number; authPerMinute: number; customerBookingsPerHour?: number };
}

/** WhatsApp settings (docs/customer-messages.md, "Channels"). */
interface WhatsAppConfig {
  driver: 'outbox' | 'http';
  /** The system user's access token (Bearer), with whatsapp_business_messaging. */
  accessToken: string | undefined;
  /** The business phone number's id (the Graph API's sender). */
  phoneNumberId: string | undefined;
  /** The Meta app's secret: the status webhook's X-Hub-Signature-256 is an HMAC-SHA256 with it. */
  appSecret: string | undefined;
  /** What Meta sends as hub.verify_token when the webhook is subscribed. */
  verifyToken: string | undefined;
  /** Graph API version, `v24.0`. */
  apiVersion: string;
  /** `https://graph.facebook.com` (tests point it at a local server). */
  graphUrl: string;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer (got "${raw}")`);
  return value;
}

/**
 * TRUST_PROXY: `1` (a hop count: the one load balancer in front), `2`…, or the proxies' addresses and
 * CIDR ranges (`10.0.0.0/8,192.168.1.7`). `true` would believe any X-Forwarded-For a client writes,
 * so anyone could pick the address every per-client limit counts by: refused.
 */
function trustProxySetting(raw: string | undefined): false | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    throw new Error('TRUST_PROXY=true would trust any X-Forwarded-For a client sends: give the number of proxies in front (1 behind one load balancer) or their addresses/CIDRs');
  }
  const entries = list(value);
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (!family || !prefixOk || rest.length) {
      throw new Error(`TRUST_PROXY must be a hop count or a list of proxy addresses/CIDRs (got "${entry}")`);
    }
  }
  return entries;
}

/**
 * Fastify's form of the setting. Fastify 5 refuses a bare hop count (it cannot tell a proxy from a
 * client that reached the process directly), so the count becomes "the nearest N peers": right
 * only when the process is reachable through the proxies alone (docs: README, TRUST_PROXY).
 */
export function proxyTrust(setting: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function httpUrl(raw: string): URL | undefined {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The S3 settings, refused at start when one is missing or malformed (the error names the variable). */
function s3Settings(env: Env): S3Settings {
  const missing = s3Variables.filter((name) => !env[name]?.trim());
  if (missing.length) throw new Error(`UPLOADS_DRIVER=s3 needs ${missing.join(', ')} (see docs/server.md, "Uploads")`);
  const value = (name: (typeof s3Variables)[number]) => env[name]!.trim();
  const endpoint = httpUrl(value('S3_ENDPOINT'));
  if (!endpoint || endpoint.search || endpoint.hash || endpoint.username) {
    throw new Error(`S3_ENDPOINT must be an http(s) URL without query or credentials, like https://s3.eu-central-1.amazonaws.com (got "${value('S3_ENDPOINT')}")`);
  }
  const bucket = value('S3_BUCKET');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`S3_BUCKET must be a bucket name: 3–63 lower-case letters, digits, dots and hyphens (got "${bucket}")`);
  const publicUrl = value('S3_PUBLIC_URL').replace(/\/+$/, '');
  if (!httpUrl(publicUrl) && !/^\/[^/]/.test(publicUrl)) {
    throw new Error(`S3_PUBLIC_URL must be an http(s) URL (or a path on this site) where the bucket's objects are readable (got "${value('S3_PUBLIC_URL')}")`);
  }
  return {
    endpoint: endpoint.href.replace(/\/+$/, ''),
    region: value('S3_REGION'),
    bucket,
    accessKeyId: value('S3_ACCESS_KEY_ID'),
    secretAccessKey: value('S3_SECRET_ACCESS_KEY'),
    publicUrl,
  };
}

function httpDriver(env: Env, prefix: 'SMS' | 'MAIL'): HttpDriverConfig {
  const url = env[`${prefix}_HTTP_URL`];
  if (!url) throw new Error(`${prefix}_DRIVER=http needs ${prefix}_HTTP_URL`);
  return { url, token: env[`${prefix}_HTTP_TOKEN`], sender: env[`${prefix}_SENDER`] };
}

/**
 * WHATSAPP_DRIVER: `http` (the Cloud API; needs the token, the phone number id, and for the status
 * webhook the app secret and verify token) or `outbox` (kept at GET /api/dev/whatsapp-outbox), which
 * production refuses like the SMS outbox.
 */
function whatsappSettings(env: Env, production: boolean): WhatsAppConfig {
  const driver = env.WHATSAPP_DRIVER ?? (env.WHATSAPP_ACCESS_TOKEN ? 'http' : 'outbox');
  if (driver !== 'outbox' && driver !== 'http') throw new Error(`WHATSAPP_DRIVER must be outbox or http (got "${driver}")`);
  if (production && driver === 'outbox') {
    throw new Error('Production needs the WhatsApp Cloud API: set WHATSAPP_DRIVER=http with WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN (the outbox only exists outside production).');
  }
  const value = (name: string) => env[name]?.trim() || undefined;
  const settings: WhatsAppConfig = {
    driver,
    accessToken: value('WHATSAPP_ACCESS_TOKEN'),
    phoneNumberId: value('WHATSAPP_PHONE_NUMBER_ID'),
    appSecret: value('WHATSAPP_APP_SECRET'),
    verifyToken: value('WHATSAPP_VERIFY_TOKEN'),
    apiVersion: value('WHATSAPP_API_VERSION') ?? 'v24.0',
    graphUrl: (value('WHATSAPP_GRAPH_URL') ?? 'https://graph.facebook.com').replace(/\/+$/, ''),
  };
  if (!/^v\d+\.\d+$/.test(settings.apiVersion)) throw new Error(`WHATSAPP_API_VERSION must look like v24.0 (got "${settings.apiVersion}")`);
  if (!httpUrl(settings.graphUrl)) throw new Error(`WHATSAPP_GRAPH_URL must be an http(s) URL (got "${settings.graphUrl}")`);
  if (driver === 'http') {
    const needed = ['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', ...(production ? ['WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] : [])];
    const missing = needed.filter((name) => !value(name));
    if (missing.length) throw new Error(`WHATSAPP_DRIVER=http needs ${missing.join(', ')}`);
  }
  return settings;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const envName: Environment = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const production = envName === 'production';
  const port = int(env, 'PORT', 3000);
  const host = env.HOST ?? '127.0.0.1';
  const dataDir = path.resolve(cwd, env.DATA_DIR ?? '.data');

  const smsDriver = env.SMS_DRIVER ?? (env.SMS_HTTP_URL ? 'http' : 'outbox');
  if (smsDriver !== 'outbox' && smsDriver !== 'http') throw new Error(`SMS_DRIVER must be outbox or http (got "${smsDriver}")`);
  if (production && smsDriver === 'outbox') {
    throw new Error('Production needs a real SMS driver: set SMS_DRIVER=http and SMS_HTTP_URL (the outbox driver only exists outside production).');
  }
  const mailDriver = env.MAIL_DRIVER ?? (env.MAIL_HTTP_URL ? 'http' : 'outbox');
  if (mailDriver !== 'outbox' && mailDriver !== 'http') throw new Error(`MAIL_DRIVER must be outbox or http (got "${mailDriver}")`);
  if (production && mailDriver === 'outbox') {
    throw new Error('Production needs a real mail driver: set MAIL_DRIVER=http and MAIL_HTTP_URL.');
  }

  const whatsapp = whatsappSettings(env, production);

  const pusherHost = env.PUSHER_HOST;
  const realtimeKeys = {
    appId: env.PUSHER_APP_ID ?? 'mawid',
    key: env.PUSHER_APP_KEY ?? defaultRealtimeAppKey,
    secret: env.PUSHER_APP_SECRET ?? 'mawid-local-secret',
  };
  if (pusherHost && !(env.PUSHER_APP_ID && env.PUSHER_APP_KEY && env.PUSHER_APP_SECRET)) {
    throw new Error('PUSHER_HOST needs PUSHER_APP_ID, PUSHER_APP_KEY and PUSHER_APP_SECRET');
  }
  if (production && !env.PUSHER_APP_SECRET) throw new Error('Production needs PUSHER_APP_SECRET (signs private channels).');

  const oidc = (name: 'GOOGLE' | 'APPLE', defaultIssuer: string): OidcClientConfig | undefined => {
    const clientId = env[`${name}_CLIENT_ID`];
    if (!clientId) return undefined;
    return { issuer: env[`${name}_ISSUER`] ?? defaultIssuer, clientId, clientSecret: env[`${name}_CLIENT_SECRET`] };
  };

  const uploadsDriver = env.UPLOADS_DRIVER ?? 'local';
  if (uploadsDriver !== 'local' && uploadsDriver !== 's3') throw new Error(`UPLOADS_DRIVER must be local or s3 (got "${uploadsDriver}")`);
  const s3 = uploadsDriver === 's3' ? s3Settings(env) : undefined;

  if (production && !env.APP_SECRET) throw new Error('Production needs APP_SECRET (a long random string).');

  return {
    env: envName,
    port,
    host,
    logLevel: env.LOG_LEVEL ?? (envName === 'test' ? 'silent' : 'info'),
    publicUrl: (env.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/$/, ''),
    webDistDir: path.resolve(cwd, env.WEB_DIST_DIR ?? 'dist'),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    corsOrigins: list(env.CORS_ORIGINS),
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    bodyLimit: int(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    cacheTtlMs: int(env, 'CACHE_TTL_MS', 5_000),
    answersCacheMs: int(env, 'ANSWERS_CACHE_MS', 1_000),
    sms: smsDriver === 'http' ? { driver: 'http', http: httpDriver(env, 'SMS') } : { driver: 'outbox' },
    mail: mailDriver === 'http' ? { driver: 'http', http: httpDriver(env, 'MAIL') } : { driver: 'outbox' },
    whatsapp,
    realtime: {
      ...realtimeKeys,
      external: pusherHost
        ? {
            host: pusherHost,
            port: int(env, 'PUSHER_PORT', env.PUSHER_SCHEME === 'http' ? 80 : 443),
            useTLS: (env.PUSHER_SCHEME ?? 'https') === 'https',
            cluster: env.PUSHER_APP_CLUSTER,
          }
        : undefined,
    },
    uploads: {
      driver: uploadsDriver,
      dir: path.join(dataDir, 'uploads'),
      maxBytes: int(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024),
      publicPrefix: s3 ? s3.publicUrl : '/uploads',
      s3,
    },
    oidc: { google: oidc('GOOGLE', 'https://accounts.google.com'), apple: oidc('APPLE', 'https://appleid.apple.com') },
    appSecret: env.APP_SECRET ?? 'mawid-development-secret-not-for-production',
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO !== '0' && env.SEED_DEMO !== 'false' : !production,
    // The contract's limits in production; looser elsewhere so that browser tests from one address are not throttled.
    rateLimit: {
      publicPerMinute: int(env, 'RATE_LIMIT_PUBLIC_PER_MINUTE', production ? 120 : 1200),
      authPerMinute: int(env, 'RATE_LIMIT_AUTH_PER_MINUTE', production ? 10 : 300),
      customerBookingsPerHour: int(env, 'RATE_LIMIT_CUSTOMER_BOOKINGS_PER_HOUR', production ? 20 : 2000),
    },
  };
}
