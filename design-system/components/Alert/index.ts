export { Alert, alertTones } from './Alert';
