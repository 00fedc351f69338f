import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import feedback from '../../design-system/i18n/messages/en/feedback.json';
import { toast } from '../../design-system/components/Toast/toastQueue';
import { SiteToasts } from './SiteToasts';

describe("the website's toasts", () => {
  it('load their region with the first toast, and show it', async () => {
    render(
      <IntlProvider locale="en" messages={feedback}>
        <SiteToasts />
      </IntlProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    act(() => void toast.critical('The message could not be sent'));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('The message could not be sent');
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    act(() => toast.clear());
  });
});
