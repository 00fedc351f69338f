/**
 * Uploads, real-time channel auth, locations, website content, the company room, the development
 * SMS outbox and health.
 */
import type { Schema } from '../../../api-spec';
import { formatInZone } from '../booking';
import { MOCK_TIME_ZONE } from '../fixtures';
import { say } from '../messages';
import { resolve } from '../present';
import {
  companyProviderOf,
  context,
  fail,
  focusUserOf,
  forbidden,
  http,
  invalid,
  issueToken,
  notFound,
  providerActor,
  providerUserOf,
  uploaderOf,
  type Context,
  type DbSource,
} from './shared';

const FOLDERS: ReadonlyArray<Schema<'UploadFolder'>> = ['salons', 'barbers', 'services', 'avatars', 'documents'];
const IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'svg'];
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

function extensionOf(file: File): string {
  const fromName = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (fromName) return fromName;
  const subtype = file.type.split('/')[1]?.replace('svg+xml', 'svg') ?? '';
  return subtype === 'jpeg' ? 'jpg' : subtype;
}

function sizeProblem(field: string, value: FormDataEntryValue | null): Record<string, 'fieldInvalid'> {
  if (value === null) return {};
  const size = Number(value);
  return Number.isInteger(size) && size >= 1 && size <= 4000 ? {} : { [field]: 'fieldInvalid' };
}

/** Checks one file and stores it, or says what is wrong with it. */
function fileProblem(c: Context, folder: string, file: File, field: string) {
  const extension = extensionOf(file);
  const allowed = folder === 'documents' ? [...IMAGE_TYPES, 'pdf'] : IMAGE_TYPES;
  if (!allowed.includes(extension)) return invalid(c.locale, { [field]: 'unsupportedFileType' }, { code: 'unsupported_file_type', message: 'unsupportedFileType' });
  if (file.size > MAX_UPLOAD_BYTES) return invalid(c.locale, { [field]: 'fileTooLarge' }, { code: 'file_too_large', message: 'fileTooLarge' });
  return null;
}

function store(c: Context, request: Request, folder: string, file: File): Schema<'UploadedFile'> {
  const name = `mock-${c.db.nextId('upload', [])}.${extensionOf(file)}`;
  const path = `${folder}/${name}`;
  c.db.uploads.set(path, uploaderOf(c.db, request));
  return { path, file: name, url: `/uploads/${path}` };
}

/** A stand-in for the HMAC the real server signs with: 64 hex digits that depend on socket and channel. */
function signature(text: string): string {
  let out = '';
  for (let seed = 0; out.length < 64; seed += 1) {
    let hash = 0x811c9dc5 ^ seed;
    for (const ch of text) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    out += hash.toString(16).padStart(8, '0');
  }
  return out.slice(0, 64);
}

export function publicRoutes(db: DbSource) {
  return {
    uploadFile: http.post('/company/uploader', async ({ request, response }) => {
      const c = context(db(), request);
      const form = await request.formData();
      const folder = String(form.get('path') ?? '');
      const file = form.get('file');
      const problems = {
        ...(FOLDERS.some((item) => item === folder) ? {} : { path: 'fieldInvalid' as const }),
        ...(file instanceof File ? {} : { file: 'fieldRequired' as const }),
        ...sizeProblem('width', form.get('width')),
        ...sizeProblem('height', form.get('height')),
      };
      if (Object.keys(problems).length > 0 || !(file instanceof File)) return invalid(c.locale, problems);
      const rejected = fileProblem(c, folder, file, 'file');
      if (rejected) return rejected;
      return response(201).json({ data: store(c, request, folder, file), message: say(c.locale, 'uploaded') });
    }),

    uploadMultipleFiles: http.post('/company/uploader/multiple-files', async ({ request, response }) => {
      const c = context(db(), request);
      const form = await request.formData();
      const folder = String(form.get('path') ?? '');
      const files = [...form.entries()].filter(([key]) => /^files(\[\d*\])?$/.test(key)).map(([, value]) => value);
      const problems = {
        ...(FOLDERS.some((item) => item === folder) ? {} : { path: 'fieldInvalid' as const }),
        ...(files.length >= 1 && files.length <= 10 && files.every((item) => item instanceof File) ? {} : { files: 'fieldInvalid' as const }),
        ...sizeProblem('width', form.get('width')),
        ...sizeProblem('height', form.get('height')),
      };
      if (Object.keys(problems).length > 0) return invalid(c.locale, problems);
      const checked = files.filter((item): item is File => item instanceof File);
      for (const [index, file] of checked.entries()) {
        const rejected = fileProblem(c, folder, file, `files.${index}`);
        if (rejected) return rejected;
      }
      return response(201).json({ data: checked.map((file) => store(c, request, folder, file)), message: say(c.locale, 'filesUploaded') });
    }),

    deleteUploadedFile: http.post('/company/uploader/delete', async ({ request, response }) => {
      const c = context(db(), request);
      const body = await request.json();
      const key = `${body.path}/${body.file}`;
      if (c.db.uploads.get(key) !== uploaderOf(c.db, request)) return notFound(c.locale);
      c.db.uploads.delete(key);
      return response(200).json({ data: null, message: say(c.locale, 'fileDeleted') });
    }),

    authorizeBroadcasting: http.post('/broadcasting/auth', async ({ request, response }) => {
      const c = context(db(), request);
      const text = await request.text();
      const body = (request.headers.get('Content-Type') ?? '').includes('json')
        ? (JSON.parse(text) as { socket_id: string; channel_name: string })
        : { socket_id: new URLSearchParams(text).get('socket_id') ?? '', channel_name: new URLSearchParams(text).get('channel_name') ?? '' };
      const [, kind, id] = /^private-(provider|focus|company)\.(\d+)$/.exec(body.channel_name) ?? [];
      const own =
        (kind === 'provider' && providerUserOf(c.db, request)?.id === Number(id)) ||
        (kind === 'focus' && focusUserOf(c.db, request)?.id === Number(id)) ||
        (kind === 'company' && companyProviderOf(c.db, request) === Number(id));
      if (!own) return forbidden(c.locale);
      return response(200).json({ auth: `mock-app-key:${signature(`${body.socket_id}:${body.channel_name}`)}` });
    }),

    // ------------------------------------------------------------------------------------------ Locations

    listCountries: http.get('/locations/countries', ({ request, response }) => {
      const c = context(db(), request);
      return response(200).json({ data: c.db.countries.map((row) => ({ id: row.id, name: row.name[c.locale], phone_code: row.phone_code })), message: '' });
    }),

    listStates: http.get('/locations/countries/{id}/states', ({ request, params, response }) => {
      const c = context(db(), request);
      const countryId = Number(params.id);
      if (!c.db.countries.some((row) => row.id === countryId)) return notFound(c.locale);
      const states = c.db.states.filter((row) => row.country_id === countryId);
      return response(200).json({ data: states.map((row) => ({ id: row.id, name: row.name[c.locale] })), message: '' });
    }),

    listCities: http.get('/locations/states/{id}/cities', ({ request, params, response }) => {
      const c = context(db(), request);
      const stateId = Number(params.id);
      if (!c.db.states.some((row) => row.id === stateId)) return notFound(c.locale);
      const cities = c.db.cities.filter((row) => row.state_id === stateId);
      return response(200).json({ data: cities.map((row) => ({ id: row.id, name: row.name[c.locale], latitude: row.latitude, longitude: row.longitude })), message: '' });
    }),

    // ------------------------------------------------------------------------------------------ Website

    listSliders: http.get('/website/sliders', ({ request, response }) => {
      const c = context(db(), request);
      return response(200).json({ data: c.db.sliders.map((row) => c.p.slider(row)), message: '' });
    }),

    getWebSettings: http.get('/website/settings', ({ request, response }) => {
      const c = context(db(), request);
      return response(200).json({ data: c.p.webSettings(), message: '' });
    }),

    getHomeContent: http.get('/website/home', ({ request, response }) => {
      const c = context(db(), request);
      return response(200).json({ data: structuredClone(c.db.homeContent[c.locale]), message: '' });
    }),

    getPackageSettings: http.get('/website/package-settings', ({ request, response }) => {
      const c = context(db(), request);
      return response(200).json({ data: { ...c.db.packageSettings }, message: '' });
    }),

    sendContactMessage: http.post('/website/contact', async ({ request, response }) => {
      const c = context(db(), request);
      c.db.contactMessages.push(await request.json());
      return response(201).json({ data: null, message: say(c.locale, 'contactSent') });
    }),

    // ------------------------------------------------------------------------------------------ Company room

    createCompanyToken: http.post('/company/auth/token', ({ request, response }) => {
      const c = context(db(), request);
      const { user } = providerActor(c.db, request);
      if (!user.is_super_admin) return forbidden(c.locale);
      const startedAt = formatInZone(c.db.now, MOCK_TIME_ZONE);
      c.db.companySessions.set(user.provider_id, startedAt);
      const token = issueToken('company', user.provider_id, c.db.nextId('token', []));
      return response(200).json({ data: { token, started_at: startedAt }, message: say(c.locale, 'companySession') });
    }),

    getCompanyRoom: http.get('/company/room', ({ request, response }) => {
      const c = context(db(), request);
      const providerId = companyProviderOf(c.db, request);
      const tenant = c.db.tenants.get(providerId);
      if (!tenant) return fail(c.locale, 401, 'unauthenticated', 'unauthenticated');
      const startedAt = c.db.companySessions.get(providerId) ?? formatInZone(c.db.now, MOCK_TIME_ZONE);
      return response(200).json({ data: { started_at: startedAt, name: resolve(tenant.profile, 'commercial_name', c.locale) ?? '' }, message: '' });
    }),

    companyLogout: http.post('/company/auth/logout', ({ request, response }) => {
      const c = context(db(), request);
      c.db.companySessions.delete(companyProviderOf(c.db, request));
      return response(200).json({ data: null, message: say(c.locale, 'signedOut') });
    }),

    // ------------------------------------------------------------------------------------------ Development and health

    listSmsOutbox: http.get('/dev/sms-outbox', ({ request, query, response }) => {
      const c = context(db(), request);
      const mobile = query.get('mobile');
      const to = mobile ? `+966${mobile.replace(/^\+966/, '')}` : null;
      const messages = c.db.outbox.filter((row) => !to || row.to === to).slice(0, 50);
      return response(200).json({ data: structuredClone(messages), message: '' });
    }),

    getHealth: http.get('/health', ({ response }) => response(200).json({ status: 'ok' })),
  };
}

