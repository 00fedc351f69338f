import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import ar from '../../i18n/messages/ar/feedback.json';
import en from '../../i18n/messages/en/feedback.json';
import tr from '../../i18n/messages/tr/feedback.json';
import ur from '../../i18n/messages/ur/feedback.json';
import { StatusBadge, statusBadgeDetails, statusBadgePackageStatuses, statusBadgeReservationStatuses } from './StatusBadge';

const catalogs: Record<string, Record<string, string>> = { ar, en, tr, ur };

describe('StatusBadge', () => {
  it.each([
    { kind: 'reservation', statuses: statusBadgeReservationStatuses },
    { kind: 'package', statuses: statusBadgePackageStatuses },
  ])('tells $kind statuses apart without colour (own icon, own words in every locale)', ({ statuses }) => {
    const icons = statuses.map((status) => statusBadgeDetails[status].icon);
    expect(new Set(icons).size).toBe(statuses.length);
    for (const [locale, messages] of Object.entries(catalogs)) {
      const labels = statuses.map((status) => messages[statusBadgeDetails[status].messageId]);
      expect(labels.every(Boolean), `${locale} has a label for every status`).toBe(true);
      expect(new Set(labels).size, `${locale} labels are distinct`).toBe(statuses.length);
    }
  });

  it('shows the translated label with its icon', () => {
    render(
      <IntlProvider locale="en" messages={en}>
        <StatusBadge status="no_show" />
      </IntlProvider>,
    );
    const badge = screen.getByText('No-show');
    expect(badge).toHaveAttribute('data-status', 'no_show');
    expect(badge.querySelector('svg')).toHaveAttribute('data-icon', 'userX');
  });
});
