export { NotificationCard, type NotificationCardProps } from './NotificationCard';
export {
  countUnread,
  dayName,
  limitNotificationGroups,
  NOTIFICATION_GROUP_LIMIT,
  NOTIFICATION_PLACEHOLDER_COUNT,
  NOTIFICATIONS_PER_GROUP_LIMIT,
  type NotificationGroup,
  type NotificationItem,
} from './notificationGroups';
