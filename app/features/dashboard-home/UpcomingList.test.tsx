import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../api-spec/schema';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import type { Locale } from '../../i18n/locales';
import { loadMessages } from '../../i18n/messages';
import { UpcomingList } from './UpcomingList';

type Reservation = components['schemas']['Reservation'];

const booking = (locale: Locale): Reservation => ({
  id: 12,
  salon_id: 1,
  salon_name: locale === 'ar' ? 'صالون الأناقة' : 'Elegance Salon',
  barber_id: 1,
  barber_name: locale === 'ar' ? 'أحمد سالم' : 'Ahmed Salem',
  client_id: 7,
  customer_name: locale === 'ar' ? 'خالد الحربي' : 'Khalid Alharbi',
  customer_mobile: '555123456',
  services: [{ service_id: 1, name: locale === 'ar' ? 'قص شعر' : 'Haircut', price: 6000, duration_minutes: 30 }],
  // 18:30 UTC is 21:30 in Riyadh.
  starts_at: '2026-11-26T18:30:00Z',
  ends_at: '2026-11-26T19:00:00Z',
  total: 6000,
  status: 'confirmed',
  source: 'staff',
  walk_in: false,
  notes: null,
  cancel_reason: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
});

async function renderIn(locale: Locale) {
  render(
    <LocaleProvider locale={locale} messages={await loadMessages(locale)} syncDocument={false}>
      <UpcomingList reservations={[booking(locale)]} timeZone="Asia/Riyadh" />
    </LocaleProvider>,
  );
  return screen.getByRole('listitem');
}

describe('UpcomingList', () => {
  it('in Arabic: one row per booking, opening it, every digit Arabic-Indic', async () => {
    const row = await renderIn('ar');
    const link = within(row).getByRole('link', { name: /^خالد الحربي مع أحمد سالم، / });
    expect(link).toHaveAttribute('href', '/ar/provider-dashboard/reservations/12');
    expect(row).toHaveTextContent('أحمد سالم');
    expect(row).toHaveTextContent('قص شعر');
    expect(row).toHaveTextContent('٩:٣٠');
    // The day's Umm al-Qura date under it: 26 November 2026 is 16 Jumada al-Akhirah 1448.
    expect(row).toHaveTextContent('١٦ جمادى الآخرة ١٤٤٨ هـ');
    expect(row.textContent).not.toMatch(/[0-9]/);
  });

  it('in English: the same row in Latin digits', async () => {
    const row = await renderIn('en');
    expect(within(row).getByRole('link', { name: /^Khalid Alharbi with Ahmed Salem, / })).toHaveAttribute('href', '/en/provider-dashboard/reservations/12');
    expect(row).toHaveTextContent(/9:30\sPM/);
    expect(row).toHaveTextContent('Haircut');
    expect(row.textContent).not.toMatch(/هـ/);
  });
});
