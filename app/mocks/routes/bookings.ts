/**
 * Reservations and their transitions, the wallet, banks, staff admins, notifications and the
 * provider's package — the parts of the dashboard where one call changes several records.
 */
import { HttpResponse, type JsonBodyType } from 'msw';
import type { Schema } from '../../../api-spec';
import { findConflict, formatInZone, isOnSchedule, nearestSlots, zonedDate } from '../booking';
import type { MockDb, StoredAnswer } from '../db';
import {
  DEMO_PASSWORD,
  MOCK_TIME_ZONE,
  applicationDues,
  creditText,
  duesText,
  withdrawalText,
  type LedgerRow,
  type Locale,
  type ProviderTenant,
  type ReservationRow,
  type Texts,
} from '../fixtures';
import { say } from '../messages';
import { textIn } from '../present';
import { blockedSpans, slotBarber } from './salons';
import {
  context,
  fail,
  forbidden,
  http,
  invalid,
  matchesSearch,
  notFound,
  numberParam,
  paginate,
  providerActor,
  sortBy,
  type Context,
  type DbSource,
} from './shared';

const INTL_LOCALE: Record<Locale, string> = { ar: 'ar-SA-u-ca-gregory', en: 'en-US', tr: 'tr-TR', ur: 'ur-PK' };

function when(instant: string, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone, weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
}

function money(halalas: number, locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(halalas / 100);
}

const nowIso = (db: MockDb) => formatInZone(db.now, MOCK_TIME_ZONE);

function notify(db: MockDb, tenant: ProviderTenant, type: Schema<'Notification'>['type'], link: string | null, data: Schema<'NotificationData'>) {
  const all = [...db.tenants.values()].flatMap((row) => row.notifications);
  tenant.notifications.unshift({ id: db.nextId('notification', all), type, is_read: false, created_at: nowIso(db), data, link });
}

function texts(make: (locale: Locale) => { title: string; body: string }): Schema<'NotificationData'> {
  return { ar: make('ar'), en: make('en'), tr: make('tr'), ur: make('ur') };
}

const RESERVATION_TITLES = {
  created: { ar: 'حجز جديد', en: 'New reservation', tr: 'Yeni rezervasyon', ur: 'نئی بکنگ' },
  cancelled: { ar: 'تم إلغاء حجز', en: 'Reservation cancelled', tr: 'Rezervasyon iptal edildi', ur: 'بکنگ منسوخ ہو گئی' },
  credited: { ar: 'إضافة إلى المحفظة', en: 'Wallet credited', tr: 'Cüzdana eklendi', ur: 'والیٹ میں رقم شامل' },
  withdrawal: { ar: 'طلب سحب', en: 'Withdrawal requested', tr: 'Para çekme talebi', ur: 'رقم نکلوانے کی درخواست' },
} satisfies Record<string, Texts>;

function reservationBody(kind: 'created' | 'cancelled', row: ReservationRow, locale: Locale, timeZone: string): string {
  const at = when(row.starts_at, locale, timeZone);
  const bodies: Record<typeof kind, Texts> = {
    created: {
      ar: `حجز جديد من ${row.customer_name} مع ${row.barber_name} يوم ${at}`,
      en: `New reservation from ${row.customer_name} with ${row.barber_name} on ${at}`,
      tr: `${row.customer_name} adlı müşteriden ${row.barber_name} ile ${at} için yeni rezervasyon`,
      ur: `${row.customer_name} کی جانب سے ${row.barber_name} کے ساتھ ${at} نئی بکنگ`,
    },
    cancelled: {
      ar: `ألغي حجز ${row.customer_name} مع ${row.barber_name} يوم ${at}`,
      en: `The reservation of ${row.customer_name} with ${row.barber_name} on ${at} was cancelled`,
      tr: `${row.customer_name} adlı müşterinin ${row.barber_name} ile ${at} rezervasyonu iptal edildi`,
      ur: `${row.customer_name} کی ${row.barber_name} کے ساتھ ${at} کی بکنگ منسوخ ہو گئی`,
    },
  };
  return bodies[kind][locale];
}

function appendLedger(db: MockDb, tenant: ProviderTenant, entry: Omit<LedgerRow, 'id' | 'balance_after' | 'created_at'>): LedgerRow {
  const balance = tenant.ledger.reduce((sum, row) => sum + row.amount, 0) + entry.amount;
  const row: LedgerRow = {
    ...entry,
    id: db.nextId('ledger', [...db.tenants.values()].flatMap((item) => item.ledger)),
    balance_after: balance,
    created_at: nowIso(db),
  };
  tenant.ledger.push(row);
  return row;
}

/** Replays an earlier answer for the same Idempotency-Key and body, or refuses a reused key. */
function idempotent<Answer extends JsonBodyType>(c: Context, request: Request, scope: string, body: unknown) {
  const key = request.headers.get('Idempotency-Key');
  if (!key) return { key: undefined, answer: undefined };
  const storeKey = `${scope}:${key}`;
  const stored = c.db.idempotency.get(storeKey);
  const fingerprint = JSON.stringify(body);
  if (!stored) return { key: storeKey, fingerprint, answer: undefined };
  if (stored.fingerprint !== fingerprint) {
    return { key: storeKey, answer: invalid(c.locale, { 'Idempotency-Key': 'idempotencyReused' }, { code: 'idempotency_key_reused', message: 'idempotencyReused' }) };
  }
  return { key: storeKey, answer: HttpResponse.json<Answer>(stored.body as Answer, { status: stored.status, headers: { 'Idempotent-Replayed': 'true' } }) };
}

function remember(c: Context, key: string | undefined, answer: Omit<StoredAnswer, 'fingerprint'>, fingerprint: string | undefined) {
  if (key && fingerprint) c.db.idempotency.set(key, { ...answer, fingerprint });
}

function transition(
  c: Context,
  tenant: ProviderTenant,
  id: number,
  from: ReadonlyArray<ReservationRow['status']>,
  started: boolean,
): ReservationRow | HttpResponse<Schema<'Error'>> {
  const row = tenant.reservations.find((item) => item.id === id);
  if (!row) return notFound(c.locale);
  if (!from.includes(row.status)) return fail(c.locale, 409, 'invalid_transition', 'invalidTransition');
  if (started && Date.parse(row.starts_at) > c.db.now) return fail(c.locale, 409, 'invalid_transition', 'notStartedYet');
  return row;
}

function groupByDay(rows: Schema<'Notification'>[]): Schema<'NotificationGroup'>[] {
  const groups: Schema<'NotificationGroup'>[] = [];
  for (const row of rows) {
    const date = zonedDate(Date.parse(row.created_at), MOCK_TIME_ZONE);
    const group = groups.find((item) => item.date === date);
    if (group) group.notifications.push(row);
    else groups.push({ date, notifications: [row] });
  }
  return groups;
}

export function bookingRoutes(db: DbSource) {
  return {
    // ------------------------------------------------------------------------------------------ Notifications

    listProviderNotifications: http.get('/provider/notifications', ({ request, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const isRead = numberParam(c.url, 'is_read');
      const found = tenant.notifications
        .filter((row) => isRead === undefined || row.is_read === (isRead === 1))
        .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
      const page = paginate(c.url, found);
      return response(200).json({ ...page, data: { notifications: groupByDay(structuredClone(page.data)) }, message: '' });
    }),

    getProviderNotificationCount: http.get('/provider/notifications/count', ({ request, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      return response(200).json({ data: { unread: tenant.notifications.filter((row) => !row.is_read).length }, message: '' });
    }),

    markAllProviderNotificationsRead: http.get('/provider/read-notifications', ({ request, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      for (const row of tenant.notifications) row.is_read = true;
      return response(200).json({ data: null, message: say(c.locale, 'notificationsRead') });
    }),

    markProviderNotificationRead: http.post('/provider/notifications/{id}/read', ({ request, params, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const row = tenant.notifications.find((item) => item.id === Number(params.id));
      if (!row) return notFound(c.locale);
      row.is_read = true;
      return response(200).json({ data: structuredClone(row), message: '' });
    }),

    // ------------------------------------------------------------------------------------------ Packages

    listProviderPackages: http.get('/provider/packages', ({ request, response }) => {
      const c = context(db(), request);
      return response(200).json({ data: c.db.packages.map((row) => c.p.package(row)), message: '' });
    }),

    subscribeProviderPackage: http.post('/provider/packages/{id}/subscribe', ({ request, params, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const chosen = c.db.packages.find((row) => row.id === Number(params.id));
      if (!chosen) return notFound(c.locale);
      const active = c.db.activeSubscription(tenant);
      const days = chosen.duration_days * 86_400_000;
      if (active && active.package_id === chosen.id) {
        active.expire_at = formatInZone(Date.parse(active.expire_at) + days, MOCK_TIME_ZONE);
      } else {
        if (tenant.salons.length > chosen.max_salons || tenant.barbers.filter((row) => row.is_active).length > chosen.max_barbers) {
          return fail(c.locale, 409, 'package_limit_reached', 'usageOverLimit');
        }
        const ids = [...c.db.tenants.values()].flatMap((row) => (row.subscription ? [row.subscription] : []));
        tenant.subscription = { id: c.db.nextId('subscription', ids), package_id: chosen.id, started_at: nowIso(c.db), expire_at: formatInZone(c.db.now + days, MOCK_TIME_ZONE) };
      }
      const presented = c.p.activeSubscription(tenant);
      if (!presented) throw new Error('mock: a new subscription is not active');
      return response(201).json({ data: presented, message: say(c.locale, 'subscribed') });
    }),

    getProviderActivePackage: http.get('/provider/packages/activeSubscribedPackage', ({ request, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      return response(200).json({ data: c.p.activeSubscription(tenant), message: '' });
    }),

    // ------------------------------------------------------------------------------------------ Reservations

    listReservations: http.get('/provider/reservations', ({ request, query, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const from = query.get('from');
      const to = query.get('to');
      const salonId = numberParam(c.url, 'salon_id');
      const barberId = numberParam(c.url, 'barber_id');
      const statuses = query.getAll('status');
      const search = query.get('search');
      const found = tenant.reservations.filter((row) => {
        const start = Date.parse(row.starts_at);
        return (
          (!from || start >= Date.parse(from)) &&
          (!to || start < Date.parse(to)) &&
          (salonId === undefined || row.salon_id === salonId) &&
          (barberId === undefined || row.barber_id === barberId) &&
          (statuses.length === 0 || statuses.includes(row.status)) &&
          matchesSearch(search, row.customer_name, row.customer_mobile)
        );
      });
      const sorted = sortBy(found, query.get('sort') ?? 'starts_at', c.locale, (row, field) => Date.parse(field === 'created_at' ? row.created_at : row.starts_at) * 1000 + row.id);
      const page = paginate(c.url, sorted);
      return response(200).json({ ...page, data: page.data.map((row) => c.p.reservation(tenant, row)), message: '' });
    }),

    createReservation: http.post('/provider/reservations', async ({ request, response }) => {
      const c = context(db(), request);
      const { tenant, user } = providerActor(c.db, request);
      const body = await request.json();
      const replay = idempotent<{ data: Schema<'Reservation'>; message: string }>(c, request, `createReservation:${user.provider_id}`, body);
      if (replay.answer) return replay.answer;

      const salon = tenant.salons.find((row) => row.id === body.salon_id && row.is_active);
      if (!salon) return invalid(c.locale, { salon_id: 'fieldInvalid' });
      const barber = tenant.barbers.find((row) => row.id === body.barber_id && row.salon_id === salon.id && row.is_active);
      if (!barber) return invalid(c.locale, { barber_id: 'barberNotInSalon' });
      const services = body.service_ids.map((id) => tenant.services.find((row) => row.id === id && row.salon_id === salon.id && row.is_active));
      if (services.some((row) => !row) || !body.service_ids.every((id) => barber.service_ids.includes(id))) {
        return invalid(c.locale, { service_ids: 'serviceNotOffered' });
      }
      const booked = services.flatMap((row) => (row ? [row] : []));
      const duration = booked.reduce((sum, row) => sum + row.duration_minutes, 0);
      const start = Date.parse(body.starts_at);
      if (start <= c.db.now) return invalid(c.locale, { starts_at: 'startsAtPast' });
      const candidate = slotBarber(tenant, barber);
      const grid = { timeZone: salon.timezone, intervalMinutes: salon.slot_interval_minutes, durationMinutes: duration };
      if (!isOnSchedule(candidate, start, grid)) return invalid(c.locale, { starts_at: 'startsAtUnavailable' });

      const blocked = blockedSpans(tenant);
      const conflict = findConflict(candidate, start, duration, blocked);
      if (conflict) {
        const taken = tenant.reservations.find((row) => row.id === conflict.reservationId);
        const eligible = tenant.barbers.filter((row) => row.salon_id === salon.id && row.is_active && body.service_ids.every((id) => row.service_ids.includes(id)));
        const slotTaken: Schema<'SlotTakenError'> = {
          code: 'slot_taken',
          message: say(c.locale, 'slotTaken'),
          conflict: { reservation_id: conflict.reservationId, starts_at: taken?.starts_at ?? '', ends_at: taken?.ends_at ?? '' },
          nearest_slots: nearestSlots(candidate, start, { ...grid, now: c.db.now, barbers: eligible.map((row) => slotBarber(tenant, row)), blocked }),
        };
        return response(409).json(slotTaken);
      }

      const row: ReservationRow = {
        id: c.db.nextId('reservation', tenant.reservations),
        salon_id: salon.id,
        barber_id: barber.id,
        barber_name: barber.name,
        customer_name: body.customer_name,
        customer_mobile: body.customer_mobile,
        services: booked.map((service) => ({
          service_id: service.id,
          name: { ar: service.name_ar, en: service.name_en, tr: service.name_tr ?? service.name_en, ur: service.name_ur ?? service.name_en },
          price: service.price,
          duration_minutes: service.duration_minutes,
        })),
        starts_at: formatInZone(start, salon.timezone),
        ends_at: formatInZone(start + duration * 60_000, salon.timezone),
        total: booked.reduce((sum, service) => sum + service.price, 0),
        status: body.status ?? 'confirmed',
        notes: body.notes ?? null,
        cancel_reason: null,
        created_at: nowIso(c.db),
        updated_at: nowIso(c.db),
        buffer_before_minutes: candidate.bufferBefore,
        buffer_after_minutes: candidate.bufferAfter,
      };
      tenant.reservations.push(row);
      notify(c.db, tenant, 'reservation_created', `/provider-dashboard/reservations/${row.id}`, texts((locale) => ({ title: RESERVATION_TITLES.created[locale], body: reservationBody('created', row, locale, salon.timezone) })));
      const answer = { data: c.p.reservation(tenant, row), message: say(c.locale, 'reservationCreated') };
      remember(c, replay.key, { status: 201, body: answer }, replay.fingerprint);
      return response(201).json(answer);
    }),

    getReservation: http.get('/provider/reservations/{id}', ({ request, params, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const row = tenant.reservations.find((item) => item.id === Number(params.id));
      if (!row) return notFound(c.locale);
      return response(200).json({ data: c.p.reservation(tenant, row), message: '' });
    }),

    confirmReservation: http.post('/provider/reservations/{id}/confirm', ({ request, params, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const row = transition(c, tenant, Number(params.id), ['pending'], false);
      if (row instanceof Response) return row;
      Object.assign(row, { status: 'confirmed', updated_at: nowIso(c.db) });
      return response(200).json({ data: c.p.reservation(tenant, row), message: say(c.locale, 'reservationConfirmed') });
    }),

    completeReservation: http.post('/provider/reservations/{id}/complete', ({ request, params, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const row = transition(c, tenant, Number(params.id), ['confirmed'], true);
      if (row instanceof Response) return row;
      Object.assign(row, { status: 'completed', updated_at: nowIso(c.db) });
      // Credit and dues in one step, as the server's transaction does.
      appendLedger(c.db, tenant, { type: 'credit', amount: row.total, description: creditText(row.id, row.services.map((item) => item.name)), reservation_id: row.id });
      appendLedger(c.db, tenant, { type: 'dues', amount: -applicationDues(row.total), description: duesText(row.id), reservation_id: row.id });
      notify(c.db, tenant, 'wallet_credited', '/provider-dashboard/wallet', texts((locale) => ({
        title: RESERVATION_TITLES.credited[locale],
        body: textIn(creditText(row.id, row.services.map((item) => item.name)), locale) + ` (+${money(row.total, locale)})`,
      })));
      return response(200).json({ data: c.p.reservation(tenant, row), message: say(c.locale, 'reservationCompleted') });
    }),

    cancelReservation: http.post('/provider/reservations/{id}/cancel', async ({ request, params, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const row = transition(c, tenant, Number(params.id), ['pending', 'confirmed'], false);
      if (row instanceof Response) return row;
      const text = await request.text();
      const body = text ? (JSON.parse(text) as { reason?: string | null }) : {};
      Object.assign(row, { status: 'cancelled', cancel_reason: body.reason ?? null, updated_at: nowIso(c.db) });
      const timeZone = tenant.salons.find((salon) => salon.id === row.salon_id)?.timezone ?? MOCK_TIME_ZONE;
      notify(c.db, tenant, 'reservation_cancelled', `/provider-dashboard/reservations/${row.id}`, texts((locale) => ({ title: RESERVATION_TITLES.cancelled[locale], body: reservationBody('cancelled', row, locale, timeZone) })));
      return response(200).json({ data: c.p.reservation(tenant, row), message: say(c.locale, 'reservationCancelled') });
    }),

    markReservationNoShow: http.post('/provider/reservations/{id}/no-show', ({ request, params, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const row = transition(c, tenant, Number(params.id), ['confirmed'], true);
      if (row instanceof Response) return row;
      Object.assign(row, { status: 'no_show', updated_at: nowIso(c.db) });
      return response(200).json({ data: c.p.reservation(tenant, row), message: say(c.locale, 'reservationNoShow') });
    }),

    // ------------------------------------------------------------------------------------------ Wallet

    getWallet: http.get('/provider/wallet', ({ request, response }) => {
      const c = context(db(), request);
      return response(200).json({ data: c.p.wallet(providerActor(c.db, request).tenant), message: '' });
    }),

    listWalletTransactions: http.get('/provider/wallet/transactions', ({ request, query, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      const type = query.get('type');
      const from = query.get('from');
      const to = query.get('to');
      const found = tenant.ledger.filter((row) => {
        const at = Date.parse(row.created_at);
        return (!type || row.type === type) && (!from || at >= Date.parse(from)) && (!to || at < Date.parse(to));
      });
      const sorted = sortBy(found, query.get('sort') ?? '-created_at', c.locale, (row) => Date.parse(row.created_at) * 1000 + row.id);
      const page = paginate(c.url, sorted);
      return response(200).json({ ...page, data: page.data.map((row) => c.p.walletTransaction(row)), message: '' });
    }),

    createWithdrawal: http.post('/provider/wallet/withdrawals', async ({ request, response }) => {
      const c = context(db(), request);
      const { tenant, user } = providerActor(c.db, request);
      const body = await request.json();
      const replay = idempotent<{ data: Schema<'Withdrawal'>; message: string }>(c, request, `createWithdrawal:${user.provider_id}`, body);
      if (replay.answer) return replay.answer;
      if (!tenant.bankAccount) return invalid(c.locale, { bank_account: 'bankAccountRequired' }, { code: 'bank_account_required', message: 'bankAccountRequired' });
      const balance = c.p.wallet(tenant).balance;
      if (body.amount > balance) {
        return invalid(c.locale, { amount: 'amountOverBalance' }, { code: 'insufficient_balance', message: 'insufficientBalance', values: { balance: money(balance, c.locale) } });
      }
      const bank = c.db.banks.find((row) => row.id === tenant.bankAccount?.bank_id);
      const bankName = bank ? { ar: bank.name_ar, en: bank.name_en, tr: bank.name_tr, ur: bank.name_ur } : { ar: '', en: '', tr: '', ur: '' };
      const entry = appendLedger(c.db, tenant, { type: 'withdrawal', amount: -body.amount, description: withdrawalText(bankName), reservation_id: null });
      const withdrawal = {
        id: c.db.nextId('withdrawal', [...c.db.tenants.values()].flatMap((row) => row.withdrawals)),
        amount: body.amount,
        status: 'pending' as const,
        bank_account: { ...tenant.bankAccount },
        transaction_id: entry.id,
        balance_after: entry.balance_after,
        created_at: entry.created_at,
      };
      tenant.withdrawals.push(withdrawal);
      notify(c.db, tenant, 'withdrawal_requested', '/provider-dashboard/wallet', texts((locale) => ({ title: RESERVATION_TITLES.withdrawal[locale], body: textIn(withdrawalText(bankName), locale) + ` (${money(body.amount, locale)})` })));
      const answer = { data: c.p.withdrawal(withdrawal), message: say(c.locale, 'withdrawalRequested') };
      remember(c, replay.key, { status: 201, body: answer }, replay.fingerprint);
      return response(201).json(answer);
    }),

    // ------------------------------------------------------------------------------------------ Banks

    listBanks: http.get('/provider/banks', ({ request, response }) => {
      const c = context(db(), request);
      return response(200).json({ data: c.db.banks.map((row) => c.p.bank(row)), message: '' });
    }),

    getBankAccount: http.get('/provider/bank-account', ({ request, response }) => {
      const c = context(db(), request);
      const { tenant } = providerActor(c.db, request);
      return response(200).json({ data: tenant.bankAccount ? c.p.bankAccount(tenant.bankAccount) : null, message: '' });
    }),

    // ------------------------------------------------------------------------------------------ Staff admins

    listProviderAdmins: http.get('/provider/admins', ({ request, query, response }) => {
      const c = context(db(), request);
      const { user } = providerActor(c.db, request);
      const search = query.get('search');
      const role = query.get('role');
      const found = c.db.users.filter(
        (row) => row.provider_id === user.provider_id && row.role !== 'owner' && (!role || row.role === role) && matchesSearch(search, row.name, row.mobile, row.email),
      );
      const sorted = sortBy(found, query.get('sort') ?? '-created_at', c.locale, (row, field) => (field === 'name' ? row.name : Date.parse(row.created_at)));
      const page = paginate(c.url, sorted);
      return response(200).json({ ...page, data: page.data.map((row) => c.p.providerAdmin(row)), message: '' });
    }),

    createProviderAdmin: http.post('/provider/admins', async ({ request, response }) => {
      const c = context(db(), request);
      const { user } = providerActor(c.db, request);
      const body = await request.json();
      if (c.db.providerUserByMobile(body.mobile)) return invalid(c.locale, { mobile: 'mobileTaken' });
      const admin = {
        id: c.db.nextId('user', c.db.users),
        provider_id: user.provider_id,
        name: body.name,
        mobile: body.mobile,
        country_code: body.country_code,
        email: body.email ?? null,
        avatar: null,
        is_super_admin: false,
        chat_status: false,
        role: body.role,
        permissions: [...body.permissions],
        created_at: nowIso(c.db),
        password: DEMO_PASSWORD,
      };
      c.db.users.push(admin);
      return response(201).json({ data: c.p.providerAdmin(admin), message: say(c.locale, 'created') });
    }),

    getProviderAdmin: http.get('/provider/admins/{id}', ({ request, params, response }) => {
      const c = context(db(), request);
      const admin = staffOf(c, request, Number(params.id));
      if (!admin) return notFound(c.locale);
      return response(200).json({ data: c.p.providerAdmin(admin), message: '' });
    }),

    updateProviderAdmin: http.put('/provider/admins/{id}', async ({ request, params, response }) => {
      const c = context(db(), request);
      const admin = staffOf(c, request, Number(params.id));
      if (!admin) return notFound(c.locale);
      const body = await request.json();
      const holder = c.db.providerUserByMobile(body.mobile);
      if (holder && holder.id !== admin.id) return invalid(c.locale, { mobile: 'mobileTaken' });
      Object.assign(admin, { name: body.name, mobile: body.mobile, country_code: body.country_code, role: body.role, permissions: [...body.permissions] });
      if (body.email !== undefined) admin.email = body.email;
      return response(200).json({ data: c.p.providerAdmin(admin), message: say(c.locale, 'saved') });
    }),

    deleteProviderAdmin: http.delete('/provider/admins/{id}', ({ request, params, response }) => {
      const c = context(db(), request);
      const { user } = providerActor(c.db, request);
      const admin = staffOf(c, request, Number(params.id));
      if (!admin) return notFound(c.locale);
      if (admin.id === user.id) return forbidden(c.locale);
      c.db.users = c.db.users.filter((row) => row.id !== admin.id);
      return response(200).json({ data: null, message: say(c.locale, 'adminDeleted') });
    }),

    listPermissions: http.get('/provider/permissions', ({ request, response }) => {
      const c = context(db(), request);
      return response(200).json({ data: c.db.permissions.map((row) => c.p.permission(row)), message: '' });
    }),
  };
}

/** A staff account of the caller's provider (never the owner). */
function staffOf(c: Context, request: Request, id: number) {
  const { user } = providerActor(c.db, request);
  return c.db.users.find((row) => row.id === id && row.provider_id === user.provider_id && row.role !== 'owner');
}

