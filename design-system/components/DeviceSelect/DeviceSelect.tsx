import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import { Select, SelectItem } from '../Select';
import { Spinner } from '../Spinner';
import * as styles from './DeviceSelect.css';

export const deviceKinds = ['camera', 'microphone'] as const;
type DeviceKind = (typeof deviceKinds)[number];
export const deviceSelectStatuses = ['loading', 'ready', 'denied'] as const;
export type DeviceSelectStatus = (typeof deviceSelectStatuses)[number];

/** The parts of a `MediaDeviceInfo` the select needs. */
interface MediaDeviceOption {
  deviceId: string;
  /** Empty until the person grants access (browsers hide device names before that). */
  label: string;
}

export interface DeviceSelectProps {
  kind: DeviceKind;
  devices: readonly MediaDeviceOption[];
  selectedDeviceId?: string | null;
  onChange?: (deviceId: string) => void;
  /** `loading` while devices are listed, `denied` when the browser refused access. */
  status?: DeviceSelectStatus;
  isDisabled?: boolean;
}

/**
 * Picks the camera or microphone for the room. Says what is happening instead of showing an
 * empty list: looking for devices, none found, or access blocked (with what to do about it).
 * Devices without a name (before permission) are called "Camera 1", "Camera 2"…
 */
export function DeviceSelect({ kind, devices, selectedDeviceId, onChange, status = 'ready', isDisabled = false }: DeviceSelectProps) {
  const intl = useIntl();
  const none = status === 'ready' && devices.length === 0;
  const unavailable = status !== 'ready' || none;
  const items = devices.map((device, index) => ({
    id: device.deviceId,
    name: device.label.trim() || intl.formatMessage({ id: 'ds.media.device.unnamed' }, { kind, index: index + 1 }),
  }));

  const description =
    status === 'loading' ? (
      <span className={styles.status({ tone: 'neutral' })} data-status="loading">
        <Spinner size="small" decorative />
        {intl.formatMessage({ id: 'ds.media.device.loading' }, { kind })}
      </span>
    ) : status === 'denied' ? (
      <span className={styles.status({ tone: 'critical' })} data-status="denied">
        <Icon name="lock" />
        {intl.formatMessage({ id: 'ds.media.device.denied' }, { kind })}
      </span>
    ) : none ? (
      <span className={styles.status({ tone: 'caution' })} data-status="none">
        <Icon name="alert" />
        {intl.formatMessage({ id: 'ds.media.device.none' }, { kind })}
      </span>
    ) : undefined;

  return (
    <div className={styles.root}>
      <Select
        label={intl.formatMessage({ id: 'ds.media.device.label' }, { kind })}
        description={description}
        placeholder={intl.formatMessage({ id: 'ds.media.device.placeholder' })}
        items={items}
        selectedKey={selectedDeviceId ?? null}
        onSelectionChange={(key: Key | null) => {
          if (key !== null) onChange?.(String(key));
        }}
        isDisabled={isDisabled || unavailable}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
    </div>
  );
}
