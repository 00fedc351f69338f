/**
 * Demo booking data, called by the platform's seed (server/db/seed.ts) on first start:
 * - +966 500000001 (main): two salons (Riyadh, Jeddah) with barbers and services, three weeks of
 *   past reservations (mostly completed, so the wallet has a balance and the charts have data;
 *   some cancelled or no-show; the latest few still confirmed, waiting for the receptionist to mark
 *   them done), a paid withdrawal, and reservations today and in the coming week.
 * - +966 500000002 (lapsed): one small salon; no bank account, no wallet.
 * Upcoming reservations start on free slots from the slot function (buffers kept); past ones are
 * written as history, since the domain refuses to book in the past. Both are written in bulk.
 */
import { sql, type Kysely } from 'kysely';
import { createBarber } from '../domain/barbers';
import { updateSalonBufferTimes } from '../domain/buffer-times';
import { saveOnlineBookingSettings } from '../domain/online-booking';
import { createSalon } from '../domain/salons';
import { createService } from '../domain/services';
import { availableSlots, parseLocalDate, wallToInstant } from '../domain/slots';
import { applicationDues, duesBasisPoints } from '../domain/wallet';
import { defaultWorkingHours, type WeeklyHours } from '../domain/working-hours';
import type { Database } from './schema';
import type { DemoIds } from './seed';

/** A demo service's name in ar, en, tr and ur. */
type Names = readonly [string, string, string, string];

/**
 * The demo services' names, in the order of the contract's locales. The demo notifications
 * (server/db/seed.ts) name some of them, in their reader's language, as real ones do.
 */
export const demoServiceNames = {
  haircut: ['قص شعر', 'Haircut', 'Saç kesimi', 'بال کٹوانا'],
  beardTrim: ['تهذيب اللحية', 'Beard trim', 'Sakal düzeltme', 'داڑھی کی تراش'],
  haircutAndBeard: ['قص شعر ولحية', 'Haircut and beard', 'Saç ve sakal', 'بال اور داڑھی'],
  hotTowelShave: ['حلاقة بالمنشفة الساخنة', 'Hot towel shave', 'Sıcak havlu tıraşı', 'گرم تولیہ شیو'],
  colouring: ['صبغة شعر', 'Hair colouring', 'Saç boyama', 'بالوں کی رنگائی'],
  classicCut: ['قص كلاسيكي', 'Classic cut', 'Klasik kesim', 'کلاسک کٹ'],
  royalShave: ['حلاقة ملكية', 'Royal shave', 'Kraliyet tıraşı', 'شاہی شیو'],
  facial: ['تنظيف البشرة', 'Facial', 'Cilt bakımı', 'فیشل'],
} as const satisfies Record<string, Names>;

/** A name tuple as a row's four name columns. */
export function localized(names: Names) {
  return { name_ar: names[0], name_en: names[1], name_tr: names[2], name_ur: names[3] };
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const UNLIMITED = { maxSalons: null, maxBarbers: null };
/** The latest past visits left confirmed: started, so they can be completed (or marked no-show) at once. */
const AWAITING_COMPLETION = 8;

/** Deterministic: the same demo every first start. */
function randomSource(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

const customers = [
  ['خالد الحربي', '555123456'],
  ['فيصل القحطاني', '555234567'],
  ['عبدالله الشهري', '555345678'],
  ['سعود الدوسري', '555456789'],
  ['تركي العنزي', '555567890'],
  ['Mehmet Demir', '555678901'],
  ['عمران خان', '555789012'],
  ['ماجد الغامدي', '555890123'],
  ['نايف المطيري', '555901234'],
  ['راشد الزهراني', '556012345'],
] as const;

function withPrayerBreak(hours: WeeklyHours): WeeklyHours {
  return hours.map((d) => (d.day === 5 ? d : { ...d, breaks: [{ starts_at: '13:00', ends_at: '13:30' }] }));
}

interface SeededSalon {
  id: number;
  timezone: string;
  barbers: Array<{ id: number; serviceIds: number[] }>;
  services: Map<number, { price: number; duration: number; names: Names }>;
}

async function seedSalons(db: Kysely<Database>, providerId: number): Promise<SeededSalon[]> {
  const olaya = await createSalon(
    db,
    providerId,
    {
      name_ar: 'صالون الأناقة',
      name_en: 'Elegance Salon',
      name_tr: 'Zarafet Kuaförü',
      name_ur: 'ایلیگنس سیلون',
      description_ar: 'صالون رجالي متكامل في حي العليا',
      description_en: "Full-service men's salon in Al Olaya",
      description_tr: "Olaya'da tam hizmet erkek kuaförü",
      description_ur: 'العلیا میں مکمل مردانہ سیلون',
      address: 'طريق الملك فهد، حي العليا، الرياض',
      city_id: 1,
      latitude: 24.6911,
      longitude: 46.6853,
      phone: '114567890',
      working_hours: withPrayerBreak(defaultWorkingHours()),
    },
    UNLIMITED,
  );
  await updateSalonBufferTimes(db, providerId, olaya, { before_minutes: 5, after_minutes: 10 });
  const jeddah = await createSalon(
    db,
    providerId,
    {
      name_ar: 'صالون الفخامة',
      name_en: 'Luxury Lounge',
      name_tr: 'Lüks Salon',
      name_ur: 'لگژری لاؤنج',
      description_ar: 'حلاقة وعناية فاخرة على كورنيش جدة',
      description_en: 'Premium grooming on the Jeddah Corniche',
      description_tr: 'Cidde Kornişi’nde premium bakım',
      description_ur: 'جدہ کورنیش پر اعلیٰ درجے کی گرومنگ',
      address: 'طريق الكورنيش، حي الشاطئ، جدة',
      city_id: 12,
      latitude: 21.5433,
      longitude: 39.1728,
      phone: '126543210',
      slot_interval_minutes: 30,
      working_hours: defaultWorkingHours(),
    },
    UNLIMITED,
  );

  const service = async (salonId: number, names: Names, price: number, duration: number, description?: [string, string]) => {
    const id = await createService(db, providerId, {
      salon_id: salonId,
      ...localized(names),
      description_ar: description?.[0] ?? null,
      description_en: description?.[1] ?? null,
      price,
      duration_minutes: duration,
    });
    return [id, { price, duration, names }] as const;
  };
  const olayaServices = new Map([
    await service(olaya, demoServiceNames.haircut, 5000, 30, ['قص بالمقص والماكينة مع الغسيل', 'Scissor and clipper cut with wash']),
    await service(olaya, demoServiceNames.beardTrim, 3000, 20),
    await service(olaya, demoServiceNames.haircutAndBeard, 7000, 45),
    await service(olaya, demoServiceNames.hotTowelShave, 4000, 30),
    await service(olaya, demoServiceNames.colouring, 12000, 60),
  ]);
  const jeddahServices = new Map([
    await service(jeddah, demoServiceNames.classicCut, 6000, 30),
    await service(jeddah, demoServiceNames.royalShave, 5000, 30),
    await service(jeddah, demoServiceNames.facial, 9000, 60),
  ]);
  const [cut, beard, combo, shave, colour] = [...olayaServices.keys()];
  const [classic, royal, facial] = [...jeddahServices.keys()];

  const barber = async (salonId: number, name: string, mobile: string, serviceIds: number[], skills: [string, string, string, string]) => {
    const id = await createBarber(
      db,
      providerId,
      { salon_id: salonId, name, mobile, service_ids: serviceIds, skills_ar: skills[0], skills_en: skills[1], skills_tr: skills[2], skills_ur: skills[3] },
      UNLIMITED,
    );
    return { id, serviceIds };
  };
  const olayaBarbers = [
    await barber(olaya, 'أحمد سالم', '501112233', [cut!, beard!, combo!, shave!], ['القصات الكلاسيكية والحلاقة بالموس', 'Classic cuts and straight-razor shaves', 'Klasik kesimler ve ustura tıraşı', 'کلاسک کٹ اور استرے سے شیو']),
    await barber(olaya, 'محمد علي', '502223344', [cut!, beard!, combo!, colour!], ['القصات الحديثة والصبغات', 'Modern cuts and colouring', 'Modern kesimler ve boya', 'جدید کٹ اور رنگائی']),
    await barber(olaya, 'عمران خان', '503334455', [cut!, beard!, shave!], ['تهذيب اللحى', 'Beard sculpting', 'Sakal şekillendirme', 'داڑھی کی تراش خراش']),
  ];
  const jeddahBarbers = [
    await barber(jeddah, 'عمر حسن', '504445566', [classic!, royal!, facial!], ['العناية بالبشرة والحلاقة', 'Skin care and shaves', 'Cilt bakımı ve tıraş', 'جلد کی دیکھ بھال اور شیو']),
    await barber(jeddah, 'Mehmet Yılmaz', '505556677', [classic!, royal!], ['الحلاقة التركية', 'Turkish-style shaves', 'Türk usulü tıraş', 'ترکی انداز کی شیو']),
  ];
  return [
    { id: olaya, timezone: 'Asia/Riyadh', barbers: olayaBarbers, services: olayaServices },
    { id: jeddah, timezone: 'Asia/Riyadh', barbers: jeddahBarbers, services: jeddahServices },
  ];
}

/**
 * Three weeks of history, written in bulk (a first start should take seconds, not minutes): the
 * reservations, their services, and the ledger they produced in time order (credit and dues per
 * completed reservation, one paid withdrawal), with the running balance the domain would compute.
 */
async function seedHistory(db: Kysely<Database>, providerId: number, salons: SeededSalon[], now: Date): Promise<void> {
  const random = randomSource(20250601);
  const rates = duesBasisPoints();
  const salonRows = await db.selectFrom('salons').select(['id', 'name_ar', 'name_en', 'name_tr', 'name_ur', 'working_hours']).where('provider_id', '=', providerId).execute();
  const barberNames = new Map((await db.selectFrom('barbers').select(['id', 'name']).where('provider_id', '=', providerId).execute()).map((b) => [b.id, b.name]));
  const today = parseLocalDate(new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10))!;

  interface Past {
    salon: SeededSalon;
    barberId: number;
    start: number;
    services: Array<{ id: number; price: number; duration: number; names: Names }>;
    status: 'completed' | 'cancelled' | 'no_show' | 'confirmed';
    customer: readonly [string, string];
    bookedAt: number;
  }
  const history: Past[] = [];
  for (let back = 21; back >= 1; back--) {
    const date = new Date(today - back * DAY).toISOString().slice(0, 10);
    for (const salon of salons) {
      const row = salonRows.find((x) => x.id === salon.id)!;
      for (const barber of salon.barbers) {
        const taken: number[] = [];
        const slots = availableSlots({
          timeZone: salon.timezone,
          slotIntervalMinutes: 60,
          from: date,
          to: date,
          durationMinutes: 60,
          now: 0,
          barbers: [{ id: barber.id, hours: row.working_hours, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 }],
          reservations: [],
        });
        const count = 1 + Math.floor(random() * 3);
        for (let k = 0; k < count && slots.length; k++) {
          const pick = slots[Math.floor(random() * slots.length)]!;
          if (taken.includes(pick.startsAt)) continue;
          taken.push(pick.startsAt);
          const first = barber.serviceIds[Math.floor(random() * barber.serviceIds.length)]!;
          const second = barber.serviceIds[0]!;
          const fits = salon.services.get(first)!.duration + salon.services.get(second)!.duration <= 60; // one hour per booking: no overlaps
          const ids = random() < 0.2 && first !== second && fits ? [first, second] : [first];
          const roll = random();
          history.push({
            salon,
            barberId: barber.id,
            start: pick.startsAt,
            services: ids.map((id) => ({ id, ...salon.services.get(id)! })),
            status: roll < 0.8 ? 'completed' : roll < 0.92 ? 'cancelled' : 'no_show',
            customer: customers[Math.floor(random() * customers.length)]!,
            bookedAt: pick.startsAt - (1 + Math.floor(random() * 3)) * DAY,
          });
        }
      }
    }
  }
  history.sort((a, b) => a.start - b.start);
  // Nobody has marked the latest visits yet: they stay confirmed (no credit in the ledger until completed).
  for (const h of history.slice(-AWAITING_COMPLETION)) h.status = 'confirmed';

  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .insertInto('reservations')
      .values(
        history.map((h) => {
          const salon = salonRows.find((x) => x.id === h.salon.id)!;
          const end = h.start + h.services.reduce((sum, x) => sum + x.duration, 0) * MINUTE;
          return {
            provider_id: providerId,
            salon_id: salon.id,
            barber_id: h.barberId,
            salon_name_ar: salon.name_ar,
            salon_name_en: salon.name_en,
            salon_name_tr: salon.name_tr,
            salon_name_ur: salon.name_ur,
            barber_name: barberNames.get(h.barberId)!,
            timezone: h.salon.timezone,
            customer_name: h.customer[0],
            customer_mobile: h.customer[1],
            starts_at: new Date(h.start),
            ends_at: new Date(end),
            blocked_from: new Date(h.start),
            blocked_to: new Date(end),
            total: h.services.reduce((sum, x) => sum + x.price, 0),
            status: h.status,
            cancel_reason: h.status === 'cancelled' ? 'طلب العميل الإلغاء' : null,
            created_at: new Date(h.bookedAt),
            updated_at: new Date(h.status === 'cancelled' ? h.start - 3 * 3_600_000 : h.status === 'confirmed' ? h.bookedAt : end),
          };
        }),
      )
      .returning(['id', 'total', 'ends_at', 'starts_at'])
      .execute();
    await trx
      .insertInto('reservation_services')
      .values(
        history.flatMap((h, i) =>
          h.services.map((x, position) => ({
            reservation_id: rows[i]!.id,
            position,
            service_id: x.id,
            ...localized(x.names),
            price: x.price,
            duration_minutes: x.duration,
          })),
        ),
      )
      .execute();

    // The ledger in time order; halfway through, half the balance was paid out to the bank.
    type Line = { type: 'credit' | 'dues' | 'withdrawal'; amount: number; at: number; reservationId?: number; description: { key: string; params: Record<string, number | string> } };
    const lines: Line[] = [];
    history.forEach((h, i) => {
      if (h.status !== 'completed') return;
      const row = rows[i]!;
      const at = row.ends_at.getTime() + 5 * MINUTE;
      lines.push({ type: 'credit', amount: row.total, at, reservationId: row.id, description: { key: 'api.booking.wallet.entry.credit', params: { reservation: row.id } } });
      const dues = applicationDues(row.total, rates);
      if (dues > 0) lines.push({ type: 'dues', amount: -dues, at, reservationId: row.id, description: { key: 'api.booking.wallet.entry.dues', params: { reservation: row.id, percent: rates / 100 } } });
    });
    const account = await trx.selectFrom('bank_accounts').selectAll().where('provider_id', '=', providerId).executeTakeFirst();
    const payoutAt = wallToInstant('Asia/Riyadh', today - 10 * DAY + 20 * 60 * MINUTE);
    const beforePayout = lines.filter((l) => l.at < payoutAt).reduce((sum, l) => sum + l.amount, 0);
    const payout = Math.floor(beforePayout / 2 / 100) * 100;
    let withdrawalId: number | undefined;
    if (account && payout >= 100) {
      withdrawalId = (
        await trx
          .insertInto('withdrawals')
          .values({
            provider_id: providerId,
            amount: payout,
            status: 'paid',
            bank_account_id: account.id,
            bank_id: account.bank_id,
            account_holder_name: account.account_holder_name,
            account_number: account.account_number,
            iban: account.iban,
            created_at: new Date(payoutAt),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      lines.push({ type: 'withdrawal', amount: -payout, at: payoutAt, description: { key: 'api.booking.wallet.entry.withdrawal', params: { iban_end: account.iban.slice(-4) } } });
    }
    lines.sort((a, b) => a.at - b.at);
    let balance = 0;
    const entries = lines.map((l) => {
      balance += l.amount;
      return {
        provider_id: providerId,
        type: l.type,
        amount: l.amount,
        balance_after: balance,
        reservation_id: l.reservationId ?? null,
        withdrawal_id: l.type === 'withdrawal' ? withdrawalId! : null,
        description: JSON.stringify(l.description),
        created_at: new Date(l.at),
      };
    });
    await trx.insertInto('wallets').values({ provider_id: providerId, balance }).onConflict((oc) => oc.column('provider_id').doUpdateSet({ balance })).execute();
    // Multi-row VALUES take their ids in list order: the ids follow time, which is how the ledger is read.
    for (let i = 0; i < entries.length; i += 200) await trx.insertInto('wallet_entries').values(entries.slice(i, i + 200)).execute();
  });
}

/**
 * Today and the coming week: start times taken from the slot function with the buffers in force
 * and the reservations picked so far, so every one is a slot the booking call would offer; written
 * in one statement (the exclusion constraint still checks each). A few pending, a few cancelled.
 */
async function seedUpcoming(db: Kysely<Database>, providerId: number, salons: SeededSalon[], now: Date): Promise<void> {
  const random = randomSource(7);
  const today = new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
  const lastDay = new Date(parseLocalDate(today)! + 6 * DAY).toISOString().slice(0, 10);
  const salonRows = await db
    .selectFrom('salons')
    .select(['id', 'name_ar', 'name_en', 'name_tr', 'name_ur', 'working_hours', 'slot_interval_minutes', 'buffer_before_minutes', 'buffer_after_minutes'])
    .where('provider_id', '=', providerId)
    .execute();
  const barberNames = new Map((await db.selectFrom('barbers').select(['id', 'name']).where('provider_id', '=', providerId).execute()).map((b) => [b.id, b.name]));
  let n = 0;
  const picked: Array<{ salonId: number; barberId: number; start: number; end: number; before: number; after: number; serviceId: number; status: 'pending' | 'confirmed' | 'cancelled'; customer: readonly [string, string] }> = [];
  for (const salon of salons) {
    const row = salonRows.find((x) => x.id === salon.id)!;
    for (const barber of salon.barbers) {
      const serviceId = barber.serviceIds[Math.floor(random() * barber.serviceIds.length)]!;
      const service = salon.services.get(serviceId)!;
      const spans: Array<{ barberId: number; from: number; to: number }> = [];
      const free = availableSlots({
        timeZone: salon.timezone,
        slotIntervalMinutes: row.slot_interval_minutes,
        from: today,
        to: lastDay,
        durationMinutes: service.duration,
        now: now.getTime(),
        barbers: [{ id: barber.id, hours: row.working_hours, bufferBeforeMinutes: row.buffer_before_minutes, bufferAfterMinutes: row.buffer_after_minutes }],
        reservations: spans,
      });
      const byDay = new Map<string, typeof free>();
      for (const slot of free) byDay.set(slot.date, [...(byDay.get(slot.date) ?? []), slot]);
      for (const [date, slots] of byDay) {
        const wanted = date === today ? 3 : 1 + Math.floor(random() * 3);
        // Spread over the day: every fifth start is far enough from the previous pick, buffers included.
        for (const slot of slots.filter((_, i) => i % 5 === 2).slice(0, wanted)) {
          const before = row.buffer_before_minutes * MINUTE;
          const after = row.buffer_after_minutes * MINUTE;
          if (spans.some((x) => slot.startsAt - before < x.to && slot.endsAt + after > x.from)) continue;
          spans.push({ barberId: barber.id, from: slot.startsAt - before, to: slot.endsAt + after });
          n++;
          picked.push({
            salonId: salon.id,
            barberId: barber.id,
            start: slot.startsAt,
            end: slot.endsAt,
            before,
            after,
            serviceId,
            status: n % 9 === 0 ? 'cancelled' : n % 4 === 0 ? 'pending' : 'confirmed',
            customer: customers[n % customers.length]!,
          });
        }
      }
    }
  }
  if (!picked.length) return;
  await db.transaction().execute(async (trx) => {
    const rows = await trx
      .insertInto('reservations')
      .values(
        picked.map((p, i) => {
          const salon = salonRows.find((x) => x.id === p.salonId)!;
          const service = salons.find((x) => x.id === p.salonId)!.services.get(p.serviceId)!;
          return {
            provider_id: providerId,
            salon_id: p.salonId,
            barber_id: p.barberId,
            salon_name_ar: salon.name_ar,
            salon_name_en: salon.name_en,
            salon_name_tr: salon.name_tr,
            salon_name_ur: salon.name_ur,
            barber_name: barberNames.get(p.barberId)!,
            timezone: 'Asia/Riyadh',
            customer_name: p.customer[0],
            customer_mobile: p.customer[1],
            starts_at: new Date(p.start),
            ends_at: new Date(p.end),
            blocked_from: new Date(p.start - p.before),
            blocked_to: new Date(p.end + p.after),
            total: service.price,
            status: p.status,
            notes: i % 5 === 0 ? 'يفضل القص بالمقص' : null,
            cancel_reason: p.status === 'cancelled' ? 'ظرف طارئ' : null,
            created_at: new Date(now.getTime() - (i % 48) * 3_600_000),
          };
        }),
      )
      .returning('id')
      .execute();
    await trx
      .insertInto('reservation_services')
      .values(
        picked.map((p, i) => {
          const service = salons.find((x) => x.id === p.salonId)!.services.get(p.serviceId)!;
          return {
            reservation_id: rows[i]!.id,
            position: 0,
            service_id: p.serviceId,
            name_ar: service.names[0],
            name_en: service.names[1],
            name_tr: service.names[2],
            name_ur: service.names[3],
            price: service.price,
            duration_minutes: service.duration,
          };
        }),
      )
      .execute();
  });
}

/** Each demo reservation's history starts with its booking by the owner (reservation_history, migration 0130). */
async function seedCreationHistory(db: Kysely<Database>, providerId: number): Promise<void> {
  await sql`
    INSERT INTO reservation_history (reservation_id, provider_id, action, actor_kind, actor_user_id, actor_name, created_at)
    SELECT r.id, r.provider_id, 'created', 'staff', u.id, u.name, r.created_at
      FROM reservations r JOIN provider_users u ON u.provider_id = r.provider_id AND u.role = 'owner'
     WHERE r.provider_id = ${providerId} AND NOT EXISTS (SELECT 1 FROM reservation_history h WHERE h.reservation_id = r.id)`.execute(db);
}

export async function seedBooking(db: Kysely<Database>, ids: DemoIds): Promise<void> {
  const salons = await seedSalons(db, ids.main.providerId);
  await seedHistory(db, ids.main.providerId, salons, ids.now);
  await seedUpcoming(db, ids.main.providerId, salons, ids.now);
  await seedCreationHistory(db, ids.main.providerId);
  // Customers book the first salon online at /ar/s/elegance-salon (issue 22; docs/customer-booking.md).
  await saveOnlineBookingSettings(db, ids.main.providerId, salons[0]!.id, { enabled: true, slug: 'elegance-salon' }, ids.now);

  // The lapsed provider had a small shop before the package ran out.
  const corner = await createSalon(
    db,
    ids.lapsed.providerId,
    {
      name_ar: 'حلاق الحي',
      name_en: 'Corner Barber',
      name_tr: 'Mahalle Berberi',
      name_ur: 'محلے کا حجام',
      address: 'شارع الأمير محمد بن فهد، الدمام',
      city_id: 23,
      latitude: 26.4207,
      longitude: 50.0888,
      working_hours: defaultWorkingHours(),
    },
    UNLIMITED,
  );
  const cut = await createService(db, ids.lapsed.providerId, { salon_id: corner, ...localized(demoServiceNames.haircut), price: 3500, duration_minutes: 30 });
  await createBarber(db, ids.lapsed.providerId, { salon_id: corner, name: 'سعيد أحمد', service_ids: [cut] }, UNLIMITED);
}
