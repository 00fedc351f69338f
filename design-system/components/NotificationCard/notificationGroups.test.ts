import { describe, expect, it } from 'vitest';
import {
  countUnread,
  dayName,
  limitNotificationGroups,
  NOTIFICATION_GROUP_LIMIT,
  NOTIFICATIONS_PER_GROUP_LIMIT,
  type NotificationGroup,
} from './notificationGroups';

const item = (id: string, isRead = false) => ({ id, title: `t${id}`, body: `b${id}`, createdAt: '2026-11-22T08:00:00Z', isRead });

describe('limitNotificationGroups', () => {
  const groups: NotificationGroup[] = [
    { date: '2026-11-22', items: [item('1'), item('2'), item('3'), item('4')] },
    { date: '2026-11-21', items: [item('5')] },
    { date: '2026-11-20', items: [item('6')] },
  ];

  it('keeps the first two date groups of at most three notifications', () => {
    const shown = limitNotificationGroups(groups);
    expect(NOTIFICATION_GROUP_LIMIT).toBe(2);
    expect(NOTIFICATIONS_PER_GROUP_LIMIT).toBe(3);
    expect(shown.map((g) => g.date)).toEqual(['2026-11-22', '2026-11-21']);
    expect(shown[0]!.items.map((i) => i.id)).toEqual(['1', '2', '3']);
  });

  it('skips empty groups so an empty day does not take a place', () => {
    const shown = limitNotificationGroups([{ date: '2026-11-23', items: [] }, ...groups]);
    expect(shown.map((g) => g.date)).toEqual(['2026-11-22', '2026-11-21']);
  });

  it('does not change the groups it was given', () => {
    limitNotificationGroups(groups);
    expect(groups[0]!.items).toHaveLength(4);
  });
});

describe('countUnread', () => {
  it('counts unread items in every group, shown or not', () => {
    expect(countUnread([{ date: 'a', items: [item('1'), item('2', true)] }, { date: 'b', items: [item('3')] }, { date: 'c', items: [item('4')] }])).toBe(3);
    expect(countUnread([{ date: 'a', items: [item('1', true)] }])).toBe(0);
    expect(countUnread([])).toBe(0);
  });
});

describe('dayName', () => {
  // 22:30 UTC on the 21st is already 01:30 on the 22nd in Riyadh (UTC+3).
  const now = Date.parse('2026-11-21T22:30:00Z');

  it('decides today and yesterday in the salon’s time zone, not UTC', () => {
    expect(dayName('2026-11-22', 'Asia/Riyadh', now)).toBe('today');
    expect(dayName('2026-11-21', 'Asia/Riyadh', now)).toBe('yesterday');
    expect(dayName('2026-11-21', 'UTC', now)).toBe('today');
    expect(dayName('2026-11-19', 'Asia/Riyadh', now)).toBe('other');
  });

  it('reports a date it cannot read', () => {
    expect(dayName('22/11/2026', 'Asia/Riyadh', now)).toBe('invalid');
  });
});
