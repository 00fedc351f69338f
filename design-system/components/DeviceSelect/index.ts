export { DeviceSelect, deviceKinds, deviceSelectStatuses, type DeviceKind, type DeviceSelectProps, type DeviceSelectStatus, type MediaDeviceOption } from './DeviceSelect';
