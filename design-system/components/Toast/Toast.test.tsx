import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import feedback from '../../i18n/messages/en/feedback.json';
import { ToastRegion } from './Toast';
import { TOAST_TIMEOUT_MS, createToastQueue, createToaster } from './toastQueue';

function setup() {
  const queue = createToastQueue();
  const toast = createToaster(queue);
  render(
    <IntlProvider locale="en" messages={feedback}>
      <ToastRegion queue={queue} />
    </IntlProvider>,
  );
  return { queue, toast };
}

describe('ToastRegion', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('announces a toast with its tone and removes it after TOAST_TIMEOUT_MS', () => {
    const { toast } = setup();
    act(() => void toast.critical('Could not save the salon'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error: Could not save the salon');
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 50));
    expect(screen.queryByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the newest toast on top', () => {
    const { toast } = setup();
    act(() => void toast.positive('First'));
    act(() => void toast.info('Second'));
    const toasts = screen.getAllByRole('alertdialog');
    expect(toasts.map((t) => t.textContent)).toEqual([expect.stringContaining('Second'), expect.stringContaining('First')]);
  });

  it('closes from its translated close button', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { toast } = setup();
    act(() => void toast.positive('Saved'));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
