import type { Meta, StoryObj } from '@storybook/react-vite';
import { configure, expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MEDIA_CHOICE_KEY } from '../../../app/features/room-settings/mediaChoice';
import { RoomSettingsModal } from '../../../app/features/room-settings/RoomSettingsModal';
import { SPEAKER_TEST_VOLUME } from '../../../design-system/components/SpeakerTest';
import { say } from '../website/storyKit';
import { mutedAudio, withFakeMedia } from './fakeMedia';

// These screens load data, devices and sound: give them time on a busy machine (Testing Library's default is 1 s).
configure({ asyncUtilTimeout: 5000 });

const played: HTMLAudioElement[] = [];
const createAudio = fn((src: string) => {
  const audio = mutedAudio(src);
  played.push(audio);
  return audio;
});

const meta = {
  title: 'App/Room settings/Room settings modal',
  component: RoomSettingsModal,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  args: { isOpen: true, onOpenChange: fn(), createAudio },
  decorators: [withFakeMedia('devices')],
  beforeEach: ({ args }) => {
    localStorage.removeItem(MEDIA_CHOICE_KEY);
    (args.onOpenChange as ReturnType<typeof fn>).mockClear();
    played.length = 0;
    createAudio.mockClear();
  },
} satisfies Meta<typeof RoomSettingsModal>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** RAC overlays render into document.body. */
/** How long the sound test may take to start on a busy machine (the runner gives a story 60 s). */
const SOUND = { timeout: 20_000 } as const;
const modalOf = async (context: Context) => within(await within(document.body).findByRole('dialog', { name: say(context, 'roomSettings.title') }, SOUND));
/** The design system's DeviceSelect for a kind of device: its button is named by the label and the chosen device. */
const deviceName = (context: Context, kind: 'camera' | 'microphone') => new RegExp(say(context, 'ds.media.device.label', { kind }));
const selectButton = (modal: ReturnType<typeof within>, context: Context, kind: 'camera' | 'microphone') =>
  modal.getByRole('button', { name: deviceName(context, kind) });
const speakerToggle = (modal: ReturnType<typeof within>, context: Context) => modal.getByRole('button', { name: say(context, 'ds.media.speaker.test') });

/** Both cameras and microphones listed, the first chosen, the preview live and the meter moving. */
export const DevicesListed: Story = {
  play: async (context) => {
    const modal = await modalOf(context);
    await waitFor(() => expect(selectButton(modal, context, 'camera')).toHaveTextContent('Front camera'));
    await expect(selectButton(modal, context, 'microphone')).toHaveTextContent('Built-in microphone');
    const preview = modal.getByLabelText(say(context, 'ds.media.video.label')) as HTMLVideoElement;
    await waitFor(() => expect(preview.srcObject).toBeInstanceOf(MediaStream));
    const meter = modal.getByRole('meter', { name: say(context, 'ds.media.level') });
    await waitFor(() => expect(Number(meter.getAttribute('aria-valuenow'))).toBeGreaterThan(0), { timeout: 5000 });
    await expect(modal.queryByText(say(context, 'roomSettings.error'))).toBeNull();
    await expect(modal.queryByText(say(context, 'ds.media.error'))).toBeNull();
  },
};

/** The same as DevicesListed, in English. */
export const DevicesListedEnglish: Story = { ...DevicesListed, globals: { locale: 'en' } };

/**
 * Choosing another camera (from the keyboard) restarts the preview with it and is remembered in this
 * browser; the select keeps the focus meanwhile, so Escape still closes the settings.
 */
export const ChoiceRemembered: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const modal = await modalOf(context);
    const camera = await waitFor(() => selectButton(modal, context, 'camera'));
    await waitFor(() => expect(camera).toBeEnabled());
    const preview = modal.getByLabelText(say(context, 'ds.media.video.label')) as HTMLVideoElement;
    await waitFor(() => expect(preview.srcObject).toBeInstanceOf(MediaStream));
    const before = preview.srcObject;
    camera.focus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(within(document.body).getByRole('option', { name: 'USB camera' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(selectButton(modal, context, 'camera')).toHaveTextContent('USB camera'));
    await expect(JSON.parse(localStorage.getItem(MEDIA_CHOICE_KEY) ?? '{}')).toMatchObject({ cameraId: 'camera-usb' });
    await waitFor(() => expect(preview.srcObject).not.toBe(before));
    await waitFor(() => expect(selectButton(modal, context, 'camera')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(context.args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** No camera and no microphone on this device. */
export const NoneFound: Story = {
  decorators: [withFakeMedia('none')],
  play: async (context) => {
    const modal = await modalOf(context);
    await waitFor(() => expect(modal.getByText(say(context, 'roomSettings.none.title'))).toBeVisible());
    await expect(modal.queryByRole('button', { name: deviceName(context, 'camera') })).toBeNull();
  },
};

/** The same as NoneFound, in English. */
export const NoneFoundEnglish: Story = { ...NoneFound, globals: { locale: 'en' } };

/** The user refused the camera and microphone: the failure sentence and how to allow them. */
export const PermissionDenied: Story = {
  decorators: [withFakeMedia('denied')],
  play: async (context) => {
    const modal = await modalOf(context);
    await waitFor(() => expect(modal.getByText(say(context, 'roomSettings.denied'))).toBeVisible());
    await waitFor(() => expect(modal.getByText(say(context, 'roomSettings.error'))).toBeVisible());
  },
};

/** The same as PermissionDenied, in English. */
export const PermissionDeniedEnglish: Story = { ...PermissionDenied, globals: { locale: 'en' } };

/** The camera is busy or broken: "Error during sound and video tests". */
export const DevicesFailed: Story = {
  decorators: [withFakeMedia('failed')],
  globals: { locale: 'en' },
  play: async (context) => {
    const modal = await modalOf(context);
    await waitFor(() => expect(modal.getByText(say(context, 'roomSettings.error'))).toBeVisible());
  },
};

/** The speaker test plays the sample sound at volume 0.6; the toggle is now pressed (pressing it again stops it). */
export const Playing: Story = {
  play: async (context) => {
    const modal = await modalOf(context);
    const toggle = speakerToggle(modal, context);
    // Wait for what the user sees, however long a busy machine takes: the toggle ready, then "playing" shown.
    await waitFor(() => expect(toggle).toBeEnabled(), SOUND);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'), SOUND);
    await waitFor(() => expect(modal.getByText(say(context, 'ds.media.speaker.playing'))).toBeVisible(), SOUND);
    await expect(createAudio).toHaveBeenCalledWith('/sounds/speaker-test.wav');
    await waitFor(() => expect(played.at(-1)?.paused).toBe(false), SOUND);
    await expect(played.at(-1)?.volume).toBeCloseTo(SPEAKER_TEST_VOLUME);
  },
};

/** The same in English. */
export const PlayingEnglish: Story = { ...Playing, globals: { locale: 'en' } };

/** Pressed again, the sound stops and the toggle is released, ready to play it again. */
export const Stopped: Story = {
  play: async (context) => {
    const modal = await modalOf(context);
    const toggle = speakerToggle(modal, context);
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    await expect(modal.queryByText(say(context, 'ds.media.speaker.playing'))).toBeNull();
    await expect(played.at(-1)?.paused).toBe(true);
  },
};

/** The same as Stopped, in English. */
export const StoppedEnglish: Story = { ...Stopped, globals: { locale: 'en' } };

/** The sample sound cannot be played (missing file): "Error during sound and video tests". */
export const SoundFailure: Story = {
  args: { soundSrc: '/sounds/missing.wav' },
  play: async (context) => {
    const modal = await modalOf(context);
    const toggle = speakerToggle(modal, context);
    await userEvent.click(toggle);
    await waitFor(() => expect(modal.getByRole('alert')).toHaveTextContent(say(context, 'ds.media.error')));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
  },
};

/** The same as SoundFailure, in English. */
export const SoundFailureEnglish: Story = { ...SoundFailure, globals: { locale: 'en' } };
