import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import messages from '../../i18n/messages/en/media.json';
import { SPEAKER_TEST_VOLUME, SpeakerTest } from './SpeakerTest';

const inEnglish = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en-US" messages={messages}>
    {children}
  </IntlProvider>
);

function audioThat(play: () => Promise<void>) {
  const audio = document.createElement('audio');
  const playSpy = vi.spyOn(audio, 'play').mockImplementation(play);
  const pauseSpy = vi.spyOn(audio, 'pause').mockImplementation(() => undefined);
  return { audio, playSpy, pauseSpy };
}

describe('SpeakerTest', () => {
  it('plays the sample at volume 0.6 and stops it on a second press', async () => {
    const { audio, playSpy, pauseSpy } = audioThat(() => Promise.resolve());
    render(<SpeakerTest audio={audio} />, { wrapper: inEnglish });
    const toggle = screen.getByRole('button', { name: 'Test speaker' });
    await act(async () => fireEvent.click(toggle));
    expect(SPEAKER_TEST_VOLUME).toBe(0.6);
    expect(audio.volume).toBe(0.6);
    expect(playSpy).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Playing the test sound…')).toBeInTheDocument();
    await act(async () => fireEvent.click(toggle));
    expect(pauseSpy).toHaveBeenCalled();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the error and releases the toggle when play() fails', async () => {
    const onError = vi.fn();
    const { audio } = audioThat(() => Promise.reject(new DOMException('Autoplay blocked', 'NotAllowedError')));
    render(<SpeakerTest audio={audio} onError={onError} />, { wrapper: inEnglish });
    const toggle = screen.getByRole('button', { name: 'Test speaker' });
    await act(async () => fireEvent.click(toggle));
    expect(screen.getByRole('alert')).toHaveTextContent('Error during sound and video tests');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'NotAllowedError' }));
  });

  it('is no error when the user stops the sound before it has started (pause() aborts the pending play())', async () => {
    const onError = vi.fn();
    let abort: () => void = () => undefined;
    const { audio, pauseSpy } = audioThat(() => new Promise<void>((_resolve, reject) => (abort = () => reject(new DOMException('Interrupted by pause()', 'AbortError')))));
    pauseSpy.mockImplementation(() => abort());
    render(<SpeakerTest audio={audio} onError={onError} />, { wrapper: inEnglish });
    const toggle = screen.getByRole('button', { name: 'Test speaker' });
    await act(async () => fireEvent.click(toggle));
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await act(async () => fireEvent.click(toggle));
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });

  it('shows the error when the sound fails while playing, and releases the toggle when it ends', async () => {
    const { audio } = audioThat(() => Promise.resolve());
    render(<SpeakerTest audio={audio} />, { wrapper: inEnglish });
    const toggle = screen.getByRole('button', { name: 'Test speaker' });
    await act(async () => fireEvent.click(toggle));
    act(() => {
      audio.dispatchEvent(new Event('ended'));
    });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await act(async () => fireEvent.click(toggle));
    act(() => {
      audio.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Error during sound and video tests');
  });

  it('says so when there is nothing to play', async () => {
    render(<SpeakerTest />, { wrapper: inEnglish });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Test speaker' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Error during sound and video tests');
  });
});
