import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { VideoPreview } from '../../design-system';
import { messageOf } from './support/sample';

/**
 * A moving test picture from a canvas, standing in for a camera (no device needed). For people who
 * prefer reduced motion, and so for the visual baselines (e2e-visual runs with reduced motion),
 * the square stands still: every frame is the same picture.
 */
function useTestPattern(): MediaStream | null {
  const [stream, setStream] = useState<MediaStream | null>(null);
  useEffect(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d');
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    let frame = 0;
    let handle = 0;
    const draw = () => {
      if (context) {
        context.fillStyle = '#6b3fa0';
        context.fillRect(0, 0, 320, 180);
        context.fillStyle = '#ffffff';
        context.fillRect((frame * 4) % 320, 70, 40, 40);
      }
      if (!still) frame += 1;
      handle = requestAnimationFrame(draw);
    };
    draw();
    const captured = canvas.captureStream(15);
    setStream(captured);
    return () => {
      cancelAnimationFrame(handle);
      captured.getTracks().forEach((track) => track.stop());
    };
  }, []);
  return stream;
}

function LivePreview({ level, withStream }: { level?: number; withStream: boolean }) {
  const stream = useTestPattern();
  return (
    <div style={{ maxWidth: 480 }}>
      <VideoPreview stream={withStream ? stream : null} level={level} />
    </div>
  );
}

const meta = {
  title: 'Design system/Media/VideoPreview',
  component: LivePreview,
  args: { withStream: true, level: 0.6 },
  argTypes: { level: { control: { type: 'range', min: 0, max: 1, step: 0.05 } } },
  parameters: {
    docs: {
      description: {
        component:
          'The camera preview in the room settings: a `<video>` bound to a `MediaStream` (muted so it never echoes, `playsInline` so phones do not go full screen, mirrored like a selfie), a placeholder while there is no stream, and a microphone level meter (React Aria Meter) from `level` 0–1. Pair with DeviceSelect and SpeakerTest. Accessibility: the video is named "Camera preview"; the meter has a label and a value in percent. Instead: Only in the room settings; for a still picture use Avatar.',
      },
    },
  },
} satisfies Meta<typeof LivePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, loaded }) => {
    const video = await waitFor(() => {
      const element = canvasElement.querySelector('video');
      if (!element?.srcObject) throw new Error('no stream yet');
      return element;
    });
    await expect(video.muted).toBe(true);
    await expect(video).toHaveAttribute('playsinline');
    await expect(video.srcObject).toBeInstanceOf(MediaStream);
    const meter = within(canvasElement).getByRole('meter', { name: messageOf(loaded, 'ds.media.level') });
    await expect(meter).toHaveAttribute('aria-valuenow', '60');
  },
};

/** No camera stream: the placeholder. */
export const NoStream: Story = {
  args: { withStream: false },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByText(messageOf(loaded, 'ds.media.video.noStream'))).toBeInTheDocument();
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

/** A stream without sound: the meter at zero. */
export const Silent: Story = {
  args: { level: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
  },
};

/** A sound level past the scale shown as full. */
export const LevelOutOfRange: Story = {
  args: { level: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Without the sound meter. */
export const WithoutMeter: Story = {
  args: { level: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('meter')).not.toBeInTheDocument();
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { withStream: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Henüz kamera görüntüsü yok')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('meter', { name: 'Mikrofon seviyesi' })).toBeInTheDocument();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { level: 0.25 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByRole('meter', { name: 'Microphone level' })).toHaveAttribute('aria-valuetext', '25%');
  },
};
