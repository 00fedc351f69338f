/**
 * `buildApp(config)`: the whole server as a Fastify instance, used by `server/main.ts` and by tests.
 * Routes and request validation come from api-spec/openapi.yaml (fastify-openapi-glue, JSON Schema
 * 2020-12); each operationId maps to a handler (server/http/handlers); access comes from what the
 * document declares on the operation (server/http/security.ts).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import fastifyCors from '@fastify/cors';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyOpenapiGlue from 'fastify-openapi-glue';
import { Redis } from 'ioredis';
import { referenceHtml, redocBundlePath } from './http/api-reference';
import { proxyTrust, type Config } from './config';
import { createDatabase, migrate, type DatabaseHandle } from './db';
import { negotiateLocale, translator, type Locale } from './i18n';
import type { AppDeps, Clock, HandlerContext, Handlers, OperationHandler, OperationId, Principal } from './http/context';
import { ApiError } from './http/errors';
import { handleError, notFound } from './http/error-handler';
import { keptPageAnswer, serverAskingFirst } from './http/kept-fast-path';
import { bodyPolicy } from './http/media-types';
import { pageSecurityHeaders } from './http/page-headers';
import { phoneNormaliser } from './http/phone-fields';
import { allHandlers } from './http/handlers';
import { SalonSettingsCache } from './domain/salon-settings';
import { AnswerCache } from './domain/answer-cache';
import { PrincipalCache, subjectOf } from './http/principal-cache';
import { authorize } from './http/security';
import { operationInfo, specDocument, specSource, type OperationInfo } from './http/spec';
import { registerWebApp, type WebApp } from './http/static';
import { responseValidator, validatorCompiler } from './http/validation';
import { externalBroadcaster, localBroadcaster, redisBroadcaster, type Broadcaster } from './realtime/broadcaster';
import { registerEventsApi, SocketHub } from './realtime/hub';
import { createMailDriver, createSmsDriver } from './sms';
import { deliveryDeps } from './messages/deliver';
import { queueConnectionOf, startMessageQueue, type MessageQueueOptions } from './messages/queue';
import { createWhatsAppDriver } from './messages/whatsapp';
import { signedBodyCheck } from './http/signed-bodies';
import { createStorage } from './uploads';

interface UploadedPart {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    principal: Principal | null;
    uploadedFiles: UploadedPart[];
  }
  interface FastifyInstance {
    deps: AppDeps;
    hub: SocketHub;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}

export interface BuildOptions {
  /** An open, migrated database; the app then leaves closing it to the caller. */
  database?: DatabaseHandle;
  clock?: Clock;
  /** Outgoing HTTP (SMS/mail gateways, the S3 store); tests replace it. */
  fetch?: typeof fetch;
  /** Handlers to use instead of (or on top of) the real ones. */
  handlers?: Handlers;
  /** Another document (tests of the wiring use a small fixture). */
  specification?: Record<string, unknown>;
  /** Called after each response with the operation that answered (tests record coverage with it). */
  onOperation?: (operationId: string, statusCode: number) => void;
  /** Check every response body against the document; a mismatch becomes a 500 and is reported. */
  validateResponses?: boolean;
  onContractViolation?: (violation: { operationId: string | undefined; status: number; errors: unknown }) => void;
  logger?: FastifyServerOptions['logger'];
  /**
   * The message queue (docs/customer-messages.md): started by default when the app opens its own
   * database; with `database` given, only when this names its connection.
   */
  messageQueue?: Omit<MessageQueueOptions, 'clock'> | false;
  /** Where the production log format goes (tests read it to check what is never logged). */
  logStream?: { write(line: string): void };
}

const systemClock: Clock = { now: () => new Date() };

/**
 * Changes that never revoke a token, a permission or a package: the remembered callers
 * (principal-cache.ts) outlive them. Any other successful change forgets its caller's provider or
 * focus user (everyone's, when nobody was signed in), so a new operation is safe by default.
 */
export const sessionNeutral: ReadonlySet<string> = new Set([
  'providerLogin',
  'providerVerifyLogin',
  'providerRegister',
  'providerVerifyAccount',
  'providerForgetPassword',
  'focusLogin',
  'focusRegister',
  'focusVerifyRegistration',
  'focusSocialLogin',
  'focusForgetPassword',
  'socialOAuthCallbackPost',
  'sendContactMessage',
  'authorizeBroadcasting',
  'markAllProviderNotificationsRead',
  'markProviderNotificationRead',
  'uploadFile',
  'uploadMultipleFiles',
  'deleteUploadedFile',
  'updateProviderBankSetting',
  'toggleProviderChatStatus',
  'createSalon',
  'updateSalon',
  'deleteSalon',
  'toggleSalonActive',
  'createBarber',
  'updateBarber',
  'deleteBarber',
  'toggleBarberActive',
  'createService',
  'updateService',
  'deleteService',
  'toggleServiceActive',
  'updateSalonBufferTimes',
  'updateBarberBufferTimes',
  'deleteBarberBufferTimes',
  'createReservation',
  'confirmReservation',
  'completeReservation',
  'cancelReservation',
  'markReservationNoShow',
  'createWithdrawal',
  'requestCustomerCode',
  'verifyCustomerCode',
  'createCustomerBooking',
  'cancelCustomerBooking',
  'moveCustomerBooking',
  'declineReservation',
  'updateClient',
  'updateOnlineBookingSettings',
]);

/** Frequent changes that touch no booking: neither free slots nor reservation lists (answer-cache.ts). */
const bookingNeutral = [
  'updateClient',
  'markAllProviderNotificationsRead',
  'markProviderNotificationRead',
  'authorizeBroadcasting',
  'createWithdrawal',
  'uploadFile',
  'uploadMultipleFiles',
  'deleteUploadedFile',
];
/** Those, and sign-in and code calls (authOperations, below), forget no kept answer. */
const answersNeutral: ReadonlySet<string> = new Set(bookingNeutral);

/** Frequent changes that never touch a salon's hours, buffers, services or barbers (salon-settings.ts). */
export const settingsNeutral: ReadonlySet<string> = new Set([
  'createReservation',
  'confirmReservation',
  'completeReservation',
  'cancelReservation',
  'markReservationNoShow',
  'declineReservation',
  ...bookingNeutral,
]);

/** Operations with the stricter sign-in limit (per client IP and minute). */
const authOperations = new Set([
  'requestCustomerCode',
  'verifyCustomerCode',
  'providerLogin',
  'providerVerifyLogin',
  'providerRegister',
  'providerVerifyAccount',
  'providerForgetPassword',
  'providerResetPassword',
  'changeProviderPassword',
  'focusLogin',
  'focusRegister',
  'focusVerifyRegistration',
  'focusSocialLogin',
  'focusForgetPassword',
  'focusResetPassword',
  'startSocialOAuth',
  'socialOAuthCallback',
  'socialOAuthCallbackPost',
  'createCompanyToken',
  'authorizeBroadcasting',
]);

/** Marks the server's own in-process calls (the website's rendering); the token changes with every process. */
const INTERNAL_HEADER = 'x-mawid-internal';
const internalToken = randomUUID();

function rateLimitFor(config: Config, info: OperationInfo | undefined) {
  if (!info) return undefined;
  if (info.operationId === 'sendContactMessage') return { max: 5, timeWindow: 3_600_000 };
  // Meta posts statuses from few addresses, each call signed (checked before anything else is read).
  if (info.operationId === 'receiveWhatsAppWebhook') return undefined;
  if (info.operationId === 'createCustomerBooking') return { max: config.rateLimit.customerBookingsPerHour ?? 20, timeWindow: 3_600_000 };
  if (authOperations.has(info.operationId)) return { max: config.rateLimit.authPerMinute, timeWindow: 60_000 };
  if (!info.tokenKinds.length) return { max: config.rateLimit.publicPerMinute, timeWindow: 60_000 };
  return undefined;
}

function loggerOptions(config: Config, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    // Tokens, codes and passwords never reach the log.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.password_confirmation',
        '*.old_password',
        '*.otp',
        '*.token',
        '*.access_token',
        '*.id_token',
        '*.refresh_token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // OAuth callbacks carry an authorisation code and state in the query: log the path only.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: request.url.includes('/oauth') ? request.url.split('?')[0] : request.url,
        remoteAddress: request.ip,
      }),
    },
  };
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // First of all, in the HTTP server itself: a website or customers' page whose kept copy is still
  // true (kept-fast-path.ts). Anything else goes to Fastify.
  let webApp: WebApp | null = null;
  let pageHeaders: Record<string, string> = {};
  const answerKept = keptPageAnswer(
    () => webApp,
    () => ({ security: pageHeaders, varyOrigin: config.corsOrigins.length > 0 }),
  );
  const app = Fastify({
    serverFactory: serverAskingFirst(answerKept),
    logger: options.logger ?? loggerOptions(config, options.logStream),
    bodyLimit: config.bodyLimit,
    trustProxy: proxyTrust(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 8_000 },
    ajv: { customOptions: {} },
  });
  app.setValidatorCompiler(validatorCompiler as Parameters<FastifyInstance['setValidatorCompiler']>[0]);
  app.setSerializerCompiler(({ schema }) => {
    if (!options.validateResponses) return (data) => JSON.stringify(data);
    const validate = responseValidator(schema as Record<string, unknown>);
    return (data) => {
      const json = JSON.stringify(data);
      // Validate what the client receives (dates as strings), not the objects in memory.
      if (!validate(JSON.parse(json))) {
        throw Object.assign(new Error('response does not match the contract'), { contractErrors: validate.errors });
      }
      return json;
    };
  });

  // Database --------------------------------------------------------------------------------------
  let ownedDatabase: DatabaseHandle | undefined;
  let database = options.database;
  if (!database) {
    ownedDatabase = config.databaseUrl
      ? await createDatabase({ kind: 'postgres', url: config.databaseUrl })
      : await createDatabase({ kind: 'embedded', dataDir: config.dataDir });
    database = ownedDatabase;
    const applied = await migrate(database);
    if (applied.length) app.log.info({ applied }, 'migrations applied');
  }

  // Real time -----------------------------------------------------------------------------------
  const hub = new SocketHub();
  // What another process changed reaches this one with its real-time event: its kept answers go first.
  const answers = new AnswerCache(config.answersCacheMs);
  let broadcaster: Broadcaster;
  if (config.realtime.external) broadcaster = externalBroadcaster(config.realtime);
  else if (config.redisUrl) broadcaster = await redisBroadcaster(config.redisUrl, hub, (error) => app.log.error({ err: error }, 'redis (real time)'), () => answers.clear());
  else broadcaster = localBroadcaster(hub);

  const deps: AppDeps = {
    config,
    db: database.db,
    log: app.log,
    clock: options.clock ?? systemClock,
    sms: createSmsDriver(config, { db: database.db, log: app.log, ...(options.fetch ? { fetch: options.fetch } : {}) }),
    mail: createMailDriver(config, { db: database.db, log: app.log, ...(options.fetch ? { fetch: options.fetch } : {}) }),
    whatsapp: createWhatsAppDriver(config, { db: database.db, log: app.log, ...(options.fetch ? { fetch: options.fetch } : {}) }),
    realtime: broadcaster,
    storage: createStorage(config, options.fetch ? { fetch: options.fetch } : {}),
    principals: new PrincipalCache(config.cacheTtlMs),
    salonSettings: new SalonSettingsCache(config.cacheTtlMs),
    answers,
  };
  app.decorate('deps', deps);
  app.decorate('hub', hub);
  app.decorateRequest('locale', 'ar');
  app.decorateRequest('principal', null);
  app.decorateRequest('uploadedFiles', null as unknown as UploadedPart[]);

  const rateLimitRedis = config.redisUrl ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  rateLimitRedis?.on('error', (error) => app.log.error({ err: error }, 'redis (rate limits)'));

  // Messages to customers: the queue starts with the server and stops before its database closes.
  const queueOptions = options.messageQueue ?? (ownedDatabase ? { connection: queueConnectionOf(config) } : false);
  const messageQueue = queueOptions
    ? await startMessageQueue(deliveryDeps(config, { db: database.db, log: app.log, clock: deps.clock, ...(options.fetch ? { fetch: options.fetch } : {}) }), queueOptions)
    : null;

  app.addHook('onClose', async () => {
    hub.closeAll();
    await broadcaster.close();
    rateLimitRedis?.disconnect();
    await messageQueue?.stop();
    await ownedDatabase?.close();
  });

  // Every request: its language (normalised before validation, so the header never causes a 422).
  app.addHook('onRequest', async (request) => {
    request.locale = negotiateLocale(request.headers['accept-language']);
    request.headers['accept-language'] = request.locale;
    request.uploadedFiles = [];
  });
  // A change that went through may have revoked a token, a permission or a package, or changed a
  // salon's settings: what this process remembers of them goes before the answer leaves.
  // (A callback hook, not an async one: it runs on every answer, pages from the cache included.)
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS' || reply.statusCode >= 400) return done(null, payload);
    forgetChanged(request);
    done(null, payload);
  });
  const forgetChanged = (request: FastifyRequest) => {
    const operationId = request.routeOptions.config.operationId ?? '';
    const principal = request.principal;
    if (!sessionNeutral.has(operationId)) {
      if (principal) deps.principals.forgetSubject(subjectOf(principal));
      else deps.principals.clear();
    }
    if ((principal?.kind === 'provider' || principal?.kind === 'company') && !settingsNeutral.has(operationId)) deps.salonSettings.forgetProvider(principal.providerId);
    // Kept slots and list pages follow every change: a provider's own (bookings, closures, hours…)
    // forgets theirs; a change by anyone else (a customer booking, moving or cancelling) forgets all.
    if (!answersNeutral.has(operationId) && !authOperations.has(operationId)) {
      if (principal?.kind === 'provider' || principal?.kind === 'company') deps.answers.forgetProvider(principal.providerId);
      else deps.answers.clear();
    }
  };
  if (options.onOperation) {
    const record = options.onOperation;
    app.addHook('onResponse', async (request, reply) => {
      const operationId = request.routeOptions.config.operationId;
      if (operationId) record(operationId, reply.statusCode);
    });
  }

  // Security basics --------------------------------------------------------------------------------
  const externalSocket = config.realtime.external
    ? [`${config.realtime.external.useTLS ? 'wss' : 'ws'}://${config.realtime.external.host}:${config.realtime.external.port}`]
    : [];
  // An operation sends the API's own set (apiSecurityHeaders, in route()).
  pageHeaders = pageSecurityHeaders({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // Uploads in a bucket: its origin too, for a plain-http one (a MinIO in development).
        'img-src': ["'self'", 'data:', 'blob:', 'https:', ...uploadsOrigin(config)],
        'connect-src': ["'self'", ...externalSocket],
        'worker-src': ["'self'", 'blob:'],
        'upgrade-insecure-requests': config.env === 'production' ? [] : null,
      },
    },
    // The app is served from the same origin; uploads are images other sites may show.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', async (request, reply) => {
    // On the raw response, as helmet did: a file route's own headers (the uploads' no-script policy,
    // set by @fastify/static on the raw response) still replace these.
    if (request.routeOptions.config.operationId === undefined) for (const [name, value] of Object.entries(pageHeaders)) reply.raw.setHeader(name, value);
  });
  await app.register(fastifyCors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    credentials: true,
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'Idempotency-Key', 'X-Requested-With', 'X-Socket-Id'],
    exposedHeaders: ['Retry-After', 'Idempotent-Replayed'],
    maxAge: 600,
  });
  await app.register(fastifyRateLimit, {
    global: false,
    allowList: (request) => request.headers[INTERNAL_HEADER] === internalToken,
    ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: 'mawid-rl:' } : {}),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new ApiError(
        429,
        'too_many_requests',
        'api.error.too_many_requests',
        { retry_after: seconds },
        { params: { seconds }, headers: { 'Retry-After': String(seconds) } },
      );
    },
  });

  // Bodies -------------------------------------------------------------------------------------------
  // The web client names its media type on every request (spec section 7), a POST or DELETE that
  // carries nothing included: a request with no body has no media type to parse, not malformed JSON.
  app.addHook('onRequest', async (request) => {
    const { headers } = request;
    if (headers['transfer-encoding'] === undefined && (headers['content-length'] === undefined || headers['content-length'] === '0')) {
      delete headers['content-type'];
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: config.uploads.maxBytes, files: 10, fields: 20, parts: 30, fieldSize: 10_000 },
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const data = await part.toBuffer();
      this.uploadedFiles.push({ field: part.fieldname.replace(/\[\d*\]$/, ''), filename: part.filename, mimetype: part.mimetype, data });
      // The body keeps the file name, so the document's `format: binary` string validates.
      (part as unknown as { value: string }).value = part.filename || 'file';
    },
  });
  // `files[0]`, `files[]` and repeated `files` all mean the list `files`.
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart() || !request.body || typeof request.body !== 'object') return;
    const body = request.body as Record<string, unknown>;
    for (const key of Object.keys(body)) {
      const match = /^(.+)\[\d*\]$/.exec(key);
      if (!match?.[1]) continue;
      const values = Array.isArray(body[key]) ? (body[key] as unknown[]) : [body[key]];
      const list = Array.isArray(body[match[1]]) ? (body[match[1]] as unknown[]) : body[match[1]] === undefined ? [] : [body[match[1]]];
      body[match[1]] = [...list, ...values];
      delete body[key];
    }
  });

  app.setErrorHandler((error, request, reply) => handleError(error, request, reply, options.onContractViolation));

  // The API ------------------------------------------------------------------------------------------
  const handlers: Handlers = { ...allHandlers, ...options.handlers };
  await app.register(fastifyOpenapiGlue, {
    specification: options.specification ?? specDocument(),
    prefix: '/api',
    // Glue spreads these options over the route it builds (method, url and schema come from the document).
    operationResolver: ((operationId: string) => route(deps, config, operationId, handlers)) as never,
  });

  // Real-time socket, its HTTP publish API, the API reference, uploads, the web app ------------------
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  app.get<{ Params: { key: string } }>('/app/:key', { websocket: true }, (socket, request) => {
    hub.attach(socket, config.realtime, request.params.key);
  });
  await registerEventsApi(app, config.realtime, hub);

  app.get('/api/docs', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(referenceHtml({ specUrl: '/api/openapi.yaml', scriptUrl: '/api/docs/redoc.standalone.js', title: 'Mawid API reference' })),
  );
  app.get('/api/docs/redoc.standalone.js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(readFileSync(redocBundlePath)),
  );
  app.get('/api/openapi.yaml', async (_request, reply) => reply.type('application/yaml; charset=utf-8').send(specSource()));

  // With UPLOADS_DRIVER=s3 the files are in the bucket and browsers load them from S3_PUBLIC_URL.
  if (config.uploads.driver === 'local') await serveLocalUploads(app, config);

  // The website's pages are rendered with the same content calls a visitor's browser makes, read
  // in-process (no socket) and exempt from the per-address rate limit they would otherwise share.
  const readContent = async (path: string, locale: string) => {
    const response = await app.inject({ method: 'GET', url: `/api${path}`, headers: { 'accept-language': locale, [INTERNAL_HEADER]: internalToken } });
    return response.statusCode === 200 ? (response.json() as { data?: unknown }).data ?? null : null;
  };
  // The customers' pages (a salon's page) are rendered from the public calls, read the same way with their status.
  const readPublic = async (path: string, locale: string) => {
    const response = await app.inject({ method: 'GET', url: `/api${path}`, headers: { 'accept-language': locale, [INTERNAL_HEADER]: internalToken } });
    return { status: response.statusCode, data: response.statusCode === 200 ? ((response.json() as { data?: unknown }).data ?? null) : null };
  };
  webApp = await registerWebApp(app, config.webDistDir, readContent, { readPublic, origin: config.publicUrl });
  app.setNotFoundHandler((request, reply) => notFound(request, reply, webApp));

  return app;
}

function uploadsOrigin(config: Config): string[] {
  const prefix = config.uploads.publicPrefix;
  return /^http:\/\//.test(prefix) ? [new URL(prefix).origin] : [];
}

/** DATA_DIR/uploads at /uploads/… (the local driver). */
async function serveLocalUploads(app: FastifyInstance, config: Config): Promise<void> {
  mkdirSync(config.uploads.dir, { recursive: true });
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: config.uploads.dir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders(res) {
        // An uploaded SVG opened directly can run nothing: no script, no plugins, sandboxed.
        res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox");
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  });
}

/**
 * Security headers of a JSON answer (OWASP's REST cheat sheet), instead of the page set helmet
 * writes for the app's HTML: nothing may load or frame it, sniff it, or keep a signed-in answer.
 */
const apiSecurityHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-site',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Route options for one operation: its headers, access check, rate limit and handler. */
function route(deps: AppDeps, config: Config, operationId: string, handlers: Handlers) {
  const info = operationInfo(operationId);
  const handler = handlers[operationId as OperationId] as OperationHandler | undefined;
  const rateLimit = rateLimitFor(config, info);
  const normalisePhones = phoneNormaliser(operationId);
  const signedBody = signedBodyCheck(operationId, config);
  return {
    config: { operationId, ...(rateLimit ? { rateLimit } : {}) },
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      reply.headers(apiSecurityHeaders);
      if (request.headers.authorization) reply.header('cache-control', 'no-store');
    },
    // A signed body's signature is checked on its raw bytes, before it is parsed (signed-bodies.ts).
    preParsing: signedBody ? [bodyPolicy(info), signedBody] : bodyPolicy(info),
    // Phone numbers as people write them, brought to the contract's stored form before validation.
    ...(normalisePhones ? { preValidation: normalisePhones } : {}),
    preHandler: async (request: FastifyRequest) => {
      if (info) request.principal = await authorize(deps, request, info);
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!handler) throw new Error(`operation ${operationId} has no handler`);
      const result = await handler(makeContext(deps, operationId as OperationId, request, reply));
      if (reply.sent) return reply;
      return result === undefined ? { data: null, message: '' } : result;
    },
  };
}

function makeContext(deps: AppDeps, operationId: OperationId, request: FastifyRequest, reply: FastifyReply): HandlerContext {
  const principal = request.principal;
  const expect = <K extends Principal['kind']>(kind: K) => {
    if (principal?.kind !== kind) throw new ApiError(401, 'unauthenticated', 'api.error.unauthenticated');
    return principal as Extract<Principal, { kind: K }>;
  };
  return {
    operationId,
    deps,
    db: deps.db,
    locale: request.locale,
    t: translator(request.locale),
    body: request.body as never,
    query: (request.query ?? {}) as never,
    params: (request.params ?? {}) as never,
    principal,
    provider: () => expect('provider'),
    focus: () => expect('focus'),
    company: () => expect('company'),
    customer: () => expect('customer'),
    request,
    reply,
  };
}
