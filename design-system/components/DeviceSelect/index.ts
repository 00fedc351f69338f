export { DeviceSelect, deviceKinds, deviceSelectStatuses,  type DeviceSelectProps, type DeviceSelectStatus } from './DeviceSelect';
