/**
 * Demo data for the first start (product-decisions "How it runs"): two providers, a staff user,
 * two focus users, packages, notifications — and the booking data through `seedBooking` from
 * server/db/seed-booking.ts.
 * Returns the logins to print, or null when the demo data is already there.
 */
import type { Kysely } from 'kysely';
import { setBankAccount } from '../domain/banks';
import { makeSaudiIban } from '../../shared/iban';
import { notificationText } from '../domain/notifications';
import { packageNotification } from '../domain/packages';
import { formatTimeOfDay } from '../i18n';
import type { NotificationData } from './tables/platform';
import { hashPassword } from '../domain/providers';
import { defaultFocusPermissions } from '../domain/focus';
import type { Database } from './schema';
import { demoServiceNames, localized, seedBooking } from './seed-booking';

/** What the booking seed receives: the demo accounts it builds on. */
export interface DemoIds {
  now: Date;
  /** +966 500000001: super admin with a bank account and an active package. */
  main: { providerId: number; ownerId: number; staffId: number };
  /** +966 500000002: no bank account, expired package. */
  lapsed: { providerId: number; ownerId: number };
  focus: { withPackageId: number; withoutPackageId: number };
}

export interface DemoLogin {
  who: string;
  login: string;
  secret: string;
}

export const demoPassword = 'password123';

const day = 86_400_000;

async function packageId(db: Kysely<Database>, audience: 'provider' | 'focus', nameEn: string): Promise<number> {
  const row = await db.selectFrom('packages').select('id').where('audience', '=', audience).where('name_en', '=', nameEn).executeTakeFirstOrThrow();
  return row.id;
}

export async function seedDemo(db: Kysely<Database>, now = new Date()): Promise<DemoLogin[] | null> {
  const existing = await db.selectFrom('provider_users').select('id').where('mobile', '=', '500000001').executeTakeFirst();
  if (existing) return null;
  const passwordHash = await hashPassword(demoPassword);
  const pro = await packageId(db, 'provider', 'Pro');
  const basic = await packageId(db, 'provider', 'Basic');
  const focusMonthly = await packageId(db, 'focus', 'Focus monthly');

  const ids = await db.transaction().execute(async (trx): Promise<DemoIds> => {
    const [main, lapsed] = await trx
      .insertInto('providers')
      .values([
        { commercial_name_ar: 'صالون الأناقة', commercial_name_en: 'Elegance Salon', commercial_name_tr: 'Zarafet Kuaförü', commercial_name_ur: 'ایلیگنس سیلون', commercial_register: '1010123456', tax_number: '300123456700003' },
        { commercial_name_ar: 'حلاق الحي', commercial_name_en: 'Corner Barber', commercial_name_tr: 'Mahalle Berberi', commercial_name_ur: 'محلے کا حجام' },
      ])
      .returning('id')
      .execute();
    const user = (values: Parameters<ReturnType<typeof trx.insertInto<'provider_users'>>['values']>[0]) =>
      trx.insertInto('provider_users').values(values).returning('id').executeTakeFirstOrThrow();
    const owner = await user({
      provider_id: main!.id,
      name: 'محمد العتيبي',
      mobile: '500000001',
      email: 'owner@example.com',
      password_hash: passwordHash,
      role: 'owner',
      is_super_admin: true,
      verified_at: now,
    });
    const staff = await user({
      provider_id: main!.id,
      name: 'سارة القحطاني',
      mobile: '500000003',
      email: 'reception@example.com',
      role: 'receptionist',
      permissions: ['reservations.view', 'reservations.manage'],
      verified_at: now,
    });
    const lapsedOwner = await user({ provider_id: lapsed!.id, name: 'خالد الدوسري', mobile: '500000002', email: 'corner@example.com', role: 'owner', verified_at: now });

    await trx
      .insertInto('subscriptions')
      .values([
        { audience: 'provider', subscriber_id: main!.id, package_id: pro, started_at: new Date(now.getTime() - 5 * day), expire_at: new Date(now.getTime() + 25 * day) },
        { audience: 'provider', subscriber_id: lapsed!.id, package_id: basic, started_at: new Date(now.getTime() - 31 * day), expire_at: new Date(now.getTime() - day) },
      ])
      .execute();

    const [withPackage, withoutPackage] = await trx
      .insertInto('focus_users')
      .values([
        { name: 'نورة الشهري', email: 'focus@example.com', mobile: '500000011', password_hash: passwordHash, permissions: defaultFocusPermissions, email_verified_at: now },
        { name: 'فهد الغامدي', email: 'nopackage@example.com', mobile: '500000012', password_hash: passwordHash, permissions: defaultFocusPermissions, email_verified_at: now },
      ])
      .returning('id')
      .execute();
    await trx
      .insertInto('subscriptions')
      .values({ audience: 'focus', subscriber_id: withPackage!.id, package_id: focusMonthly, started_at: new Date(now.getTime() - 2 * day), expire_at: new Date(now.getTime() + 28 * day) })
      .execute();

    const proRow = await trx.selectFrom('packages').select(['name_ar', 'name_en', 'name_tr', 'name_ur']).where('id', '=', pro).executeTakeFirstOrThrow();
    const proEnds = new Date(now.getTime() + 25 * day);
    const notes: { data: NotificationData; type: 'general' | 'package_expiring'; link: string; ago: number }[] = [
      { data: notificationText('api.notification.welcome'), type: 'general', link: '/provider-dashboard/salons', ago: 3 * day },
      { data: packageNotification('api.notification.package_subscribed', proRow, proEnds), type: 'general', link: '/provider-dashboard/packages', ago: 2 * day },
      { data: packageNotification('api.notification.package_expiring', proRow, proEnds), type: 'package_expiring', link: '/provider-dashboard/packages', ago: 3_600_000 },
      // More than the notification card shows (2 dates × 3 each): the card's limit is seen, and the full list has the rest.
      // Each names its service in the reader's language, as a real booking's notification does.
      ...[
        { customer: 'عبدالله', service: demoServiceNames.haircut, time: '16:00', ago: 5 * 60_000 },
        { customer: 'فيصل', service: demoServiceNames.beardTrim, time: '17:30', ago: 20 * 60_000 },
        { customer: 'ماجد', service: demoServiceNames.haircut, time: '18:00', ago: 40 * 60_000 },
        { customer: 'تركي', service: demoServiceNames.facial, time: '19:15', ago: 50 * 60_000 },
        { customer: 'سلطان', service: demoServiceNames.haircut, time: '12:00', ago: day },
        { customer: 'بندر', service: demoServiceNames.beardTrim, time: '13:30', ago: day + 600_000 },
        { customer: 'نايف', service: demoServiceNames.haircut, time: '15:00', ago: day + 1_200_000 },
        { customer: 'راشد', service: demoServiceNames.facial, time: '16:45', ago: day + 1_800_000 },
      ].map(({ ago, time, customer, service }) => ({
        data: notificationText('api.notification.demo_booking', (locale) => ({
          customer,
          service: localized(service)[`name_${locale}`],
          time: formatTimeOfDay(locale, time),
        })),
        type: 'general' as const,
        link: '/provider-dashboard/reservations',
        ago,
      })),
    ];
    await trx
      .insertInto('notifications')
      .values(
        notes.map((n) => ({
          recipient_kind: 'provider' as const,
          recipient_id: owner.id,
          type: n.type,
          data: JSON.stringify(n.data),
          link: n.link,
          created_at: new Date(now.getTime() - n.ago),
        })),
      )
      .execute();

    const bank = await trx.selectFrom('banks').select(['id', 'iban_code']).orderBy('sort_order').orderBy('id').executeTakeFirstOrThrow();
    await setBankAccount(
      trx,
      main!.id,
      { bank_id: bank.id, account_holder_name: 'محمد العتيبي', account_number: '608010167519', iban: makeSaudiIban(bank.iban_code ?? '80', '000608010167519') },
      'ar',
    );

    return {
      now,
      main: { providerId: main!.id, ownerId: owner.id, staffId: staff.id },
      lapsed: { providerId: lapsed!.id, ownerId: lapsedOwner.id },
      focus: { withPackageId: withPackage!.id, withoutPackageId: withoutPackage!.id },
    };
  });

  await seedBooking(db, ids);

  return [
    { who: 'Provider (super admin, bank account, active package)', login: '+966 500000001', secret: 'SMS code: see the log or GET /api/dev/sms-outbox?mobile=500000001' },
    { who: 'Provider (no bank account, expired package)', login: '+966 500000002', secret: 'SMS code as above' },
    { who: 'Provider staff (receptionist of the first provider)', login: '+966 500000003', secret: 'SMS code as above' },
    { who: 'Focus user with a package', login: 'focus@example.com', secret: demoPassword },
    { who: 'Focus user without a package', login: 'nopackage@example.com', secret: demoPassword },
  ];
}
