import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SPEAKER_TEST_VOLUME, SpeakerTest } from '../../design-system';
import { messageOf } from './support/sample';

type Outcome = 'plays' | 'fails' | 'slow';
/** The element the story rendered last, for play functions to inspect. */
let currentAudio: HTMLAudioElement | null = null;

/** An audio element whose play() succeeds or fails on demand (no sound device is needed). */
function StubbedSpeakerTest({ outcome }: { outcome: Outcome }) {
  const audio = useMemo(() => {
    const element = document.createElement('audio');
    // 'slow': the sound is still loading when the user stops it; pause() then rejects the pending
    // play() with an AbortError, as browsers do.
    let abortPending: (() => void) | null = null;
    element.play = () => {
      if (outcome === 'plays') return Promise.resolve();
      if (outcome === 'fails') return Promise.reject(new DOMException('No output device', 'NotSupportedError'));
      return new Promise<void>((_resolve, reject) => {
        abortPending = () => reject(new DOMException('The play() request was interrupted by a call to pause().', 'AbortError'));
      });
    };
    element.pause = () => {
      abortPending?.();
      abortPending = null;
    };
    currentAudio = element;
    return element;
  }, [outcome]);
  return <SpeakerTest audio={audio} />;
}

const meta = {
  title: 'Design system/Media/SpeakerTest',
  component: StubbedSpeakerTest,
  args: { outcome: 'plays' },
  argTypes: { outcome: { control: 'inline-radio', options: ['plays', 'fails', 'slow'] } },
  parameters: {
    docs: {
      description: {
        component: `Checks the speakers in the room settings: a toggle that plays a sample sound at volume ${SPEAKER_TEST_VOLUME} (\`SPEAKER_TEST_VOLUME\`) and stops it. Give \`src\` (an \`<audio>\` is created on the first press) or an \`audio\` element. Any failure — autoplay blocked, file missing, no output device, an error while playing — releases the toggle and shows "Error during sound and video tests". Accessibility: a toggle button with a fixed name and \`aria-pressed\`; "Playing the test sound…" is announced politely; the error is an alert. Instead: Only in the room settings; to choose the speaker itself use DeviceSelect.`,
      },
    },
  },
} satisfies Meta<typeof StubbedSpeakerTest>;

export default meta;
type Story = StoryObj<typeof meta>;
const audioOf = () => currentAudio!;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: messageOf(loaded, 'ds.media.speaker.test') });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(audioOf().volume).toBe(SPEAKER_TEST_VOLUME);
    await expect(canvas.getByText(messageOf(loaded, 'ds.media.speaker.playing'))).toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The sample sound played to its end. */
export const EndsByItself: Story = {
  play: async ({ canvasElement, loaded }) => {
    const toggle = within(canvasElement).getByRole('button', { name: messageOf(loaded, 'ds.media.speaker.test') });
    await userEvent.click(toggle);
    audioOf().dispatchEvent(new Event('ended'));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
  },
};

/** Stopped before the sound started. */
export const StoppedBeforeTheSoundStarts: Story = {
  args: { outcome: 'slow' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: messageOf(loaded, 'ds.media.speaker.test') });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // Stopped while the sound still loads: the interrupted play is not an error.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Playback failed: the error shows. */
export const PlaybackFails: Story = {
  args: { outcome: 'fails' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: messageOf(loaded, 'ds.media.speaker.test') });
    await userEvent.click(toggle);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messageOf(loaded, 'ds.media.error'));
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Operated from the keyboard and under the pointer. */
export const KeyboardAndHover: Story = {
  play: async ({ canvasElement, loaded }) => {
    const toggle = within(canvasElement).getByRole('button', { name: messageOf(loaded, 'ds.media.speaker.test') });
    await userEvent.hover(toggle);
    await expect(toggle).toHaveAttribute('data-hovered', 'true');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { outcome: 'fails' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hoparlörü test et' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Ses ve görüntü testleri sırasında hata oluştu');
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { outcome: 'fails' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Test speaker' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error during sound and video tests');
  },
};
