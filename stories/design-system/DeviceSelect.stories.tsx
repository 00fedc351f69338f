import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeviceSelect, deviceKinds, deviceSelectStatuses, type DeviceSelectProps } from '../../design-system';
import { formatIn } from './support/sample';

const body = within(document.body);
const cameras = [
  { deviceId: 'cam-front', label: 'FaceTime HD Camera' },
  { deviceId: 'cam-usb', label: 'Logitech C920' },
];

type StoryContextParts = { globals: Record<string, unknown>; loaded: Record<string, unknown> };
/** The component's own words from the story locale's catalogue (its label, state messages, numbered devices). */
const said = ({ globals, loaded }: StoryContextParts, id: 'label' | 'unnamed' | 'loading' | 'none' | 'denied', kind: 'camera' | 'microphone', index = 0) =>
  formatIn(globals, loaded, `ds.media.device.${id}`, { kind, index });
const camera = (context: StoryContextParts) => new RegExp(said(context, 'label', 'camera'));
const microphone = (context: StoryContextParts) => new RegExp(said(context, 'label', 'microphone'));

/** Keeps the choice, as the settings modal would. */
function DeviceSelectDemo(props: DeviceSelectProps) {
  const [selected, setSelected] = useState(props.selectedDeviceId ?? null);
  return (
    <div style={{ maxWidth: 360 }}>
      <DeviceSelect
        {...props}
        selectedDeviceId={selected}
        onChange={(id) => {
          setSelected(id);
          props.onChange?.(id);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Design system/Media/DeviceSelect',
  component: DeviceSelectDemo,
  args: { kind: 'camera', devices: cameras, status: 'ready', onChange: fn(), selectedDeviceId: 'cam-front' },
  argTypes: { kind: { control: 'inline-radio', options: deviceKinds }, status: { control: 'inline-radio', options: deviceSelectStatuses } },
  parameters: {
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'form',
    docs: {
      description: {
        component:
          'Chooses the camera or microphone in the room settings, from `navigator.mediaDevices.enumerateDevices()` results (`{ deviceId, label }`). Instead of an empty list it says what is going on: looking for devices (`status="loading"`), none found (no devices), or access blocked (`status="denied"`, with what to do). Devices without a name (before permission) are numbered. Built on the design system\'s Select. Accessibility: labelled "Camera"/"Microphone"; the state message is the field\'s description, read with it.',
      },
    },
  },
} satisfies Meta<typeof DeviceSelectDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const trigger = within(canvasElement).getByRole('button', { name: camera(context) });
    await expect(trigger).toHaveTextContent('FaceTime HD Camera');
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: 'Logitech C920' }));
    await expect(args.onChange).toHaveBeenCalledWith('cam-usb');
    await expect(trigger).toHaveTextContent('Logitech C920');
  },
};

/** Operated from the keyboard alone. */
export const Keyboard: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    await userEvent.tab();
    const trigger = within(canvasElement).getByRole('button', { name: camera(context) });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('cam-usb');
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const trigger = within(canvasElement).getByRole('button', { name: camera(context) });
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('data-hovered', 'true');
  },
};

/** While its content loads. */
export const Loading: Story = {
  args: { status: 'loading', devices: [], selectedDeviceId: null },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: camera(context) })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: camera(context) })).toHaveAccessibleDescription(said(context, 'loading', 'camera'));
  },
};

/** No device found: the list says so. */
export const NoneFound: Story = {
  args: { devices: [], selectedDeviceId: null },
  play: async (context) => {
    const { canvasElement } = context;
    const trigger = within(canvasElement).getByRole('button', { name: camera(context) });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveAccessibleDescription(said(context, 'none', 'camera'));
  },
};

/** Access to devices refused: the message says how to allow it. */
export const PermissionDenied: Story = {
  args: { kind: 'microphone', status: 'denied', devices: [], selectedDeviceId: null },
  play: async (context) => {
    const { canvasElement } = context;
    const trigger = within(canvasElement).getByRole('button', { name: microphone(context) });
    await expect(trigger).toBeDisabled();
    await expect(within(canvasElement).getByText(said(context, 'denied', 'microphone'))).toBeInTheDocument();
  },
};

/** Devices without names: numbered names instead. */
export const UnnamedDevices: Story = {
  args: { kind: 'microphone', devices: [{ deviceId: 'a', label: '' }, { deviceId: 'b', label: '' }], selectedDeviceId: null },
  play: async (context) => {
    const { canvasElement } = context;
    await userEvent.click(within(canvasElement).getByRole('button', { name: microphone(context) }));
    await expect(await body.findByRole('option', { name: said(context, 'unnamed', 'microphone', 1) })).toBeInTheDocument();
    await expect(body.getByRole('option', { name: said(context, 'unnamed', 'microphone', 2) })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async (context) => {
    const { canvasElement } = context;
    await expect(within(canvasElement).getByRole('button', { name: camera(context) })).toBeDisabled();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: { devices: [{ deviceId: 'x', label: 'كاميرا الويب عالية الدقة المدمجة في شاشة الحاسب المكتبي الرئيسية في الاستقبال' }], selectedDeviceId: 'x' },
  play: async (context) => {
    const { canvasElement } = context;
    const trigger = within(canvasElement).getByRole('button', { name: camera(context) });
    await expect(trigger.scrollWidth).toBeLessThanOrEqual(trigger.clientWidth + 2);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { status: 'denied', devices: [], selectedDeviceId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Kamera erişimi engellendi. Tarayıcınızın site ayarlarından izin verin ve sayfayı yeniden yükleyin.')).toBeInTheDocument();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByRole('button', { name: /Camera/ })).toHaveTextContent('FaceTime HD Camera');
  },
};
