import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import type { Locale } from '../../i18n/locales';
import { loadMessages } from '../../i18n/messages';
import { ServicePicker, type PickableService } from './ServicePicker';

const services: Record<'ar' | 'en', PickableService[]> = {
  ar: [
    { id: 1, name: 'قص شعر', price: 6000, duration_minutes: 30 },
    { id: 2, name: 'تهذيب اللحية', price: 3000, duration_minutes: 15 },
  ],
  en: [
    { id: 1, name: 'Haircut', price: 6000, duration_minutes: 30 },
    { id: 2, name: 'Beard trim', price: 3000, duration_minutes: 15 },
  ],
};

function Picker({ locale }: { locale: 'ar' | 'en' }) {
  const [selected, setSelected] = useState<number[]>([]);
  return <ServicePicker label={locale === 'ar' ? 'اختر الخدمات' : 'Choose the services'} services={services[locale]} selected={selected} onChange={setSelected} />;
}

async function renderIn(locale: Locale & ('ar' | 'en')) {
  render(
    <LocaleProvider locale={locale} messages={await loadMessages(locale)} syncDocument={false}>
      <Picker locale={locale} />
    </LocaleProvider>,
  );
}

describe('ServicePicker', () => {
  it('in Arabic: a labelled group of tiles; ticking two totals price and time in Arabic digits', async () => {
    await renderIn('ar');
    const group = screen.getByRole('group', { name: 'اختر الخدمات' });
    expect(group).toHaveAccessibleDescription('لم تُختر أي خدمة');
    await userEvent.click(screen.getByRole('checkbox', { name: /قص شعر/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /تهذيب اللحية/ }));
    expect(screen.getByRole('checkbox', { name: /قص شعر/ })).toBeChecked();
    expect(group).toHaveAccessibleDescription(/^خدمتان: .*٩٠٫٠٠.*، ٤٥ دقيقة$/);
    expect(group.textContent).not.toMatch(/[0-9]/);
  });

  it('in English: unticking takes the service out of the total', async () => {
    await renderIn('en');
    await userEvent.click(screen.getByRole('checkbox', { name: /Haircut/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Beard trim/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Haircut/ }));
    expect(screen.getByRole('group', { name: 'Choose the services' })).toHaveAccessibleDescription(/^1 service: SAR\s?30\.00, 15 min/);
  });
});
