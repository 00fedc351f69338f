export { NotificationCard } from './NotificationCard';
export {
  NOTIFICATION_PLACEHOLDER_COUNT,
  type NotificationGroup,
} from './notificationGroups';
