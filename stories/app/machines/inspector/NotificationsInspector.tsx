import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { fromCallback, fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { Button, Heading, Inline, Spinner, Stack, Text } from '../../../../design-system';
import { NOTIFICATION_PLACEHOLDERS } from '../../../../app/features/constants';
import { cardGroups, type AppNotification } from '../../../../app/features/notifications/notificationGroups';
import { notificationsMachine, type NotificationsEvent, type RealtimeEvent, type UnreadNotifications } from '../../../../app/features/notifications/notifications.machine';
import { useLocale } from '../../../../app/i18n/LocaleProvider';
import { answer, InspectorFrame, useEffectLog, useScript, type Answer, type ScriptStep } from './Inspector';

type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

export interface NotificationsScenario {
  /** Answers of successive loads (the last one repeats). */
  loads: Array<Answer<UnreadNotifications>>;
  markAllRead: Answer<unknown>;
  markOneRead: Answer<unknown>;
  /** What the real-time channel pushes, and when (ms after subscribing). */
  live?: Array<{ afterMs: number; event: RealtimeEvent }>;
  steps?: Array<ScriptStep<NotificationsEvent, NotificationsSnapshot>>;
}

/** The notification card's data flow, driven by its machine with mocked calls and channel. */
export function NotificationsInspector({ scenario }: { scenario: NotificationsScenario }) {
  const intl = useIntl();
  const locale = useLocale();
  const loads = useRef(0);
  const [markAllCalls, setMarkAllCalls] = useState(0);
  const { effects, record } = useEffectLog();
  const actor = useActorRef(
    notificationsMachine.provide({
      actors: {
        loadUnread: fromPromise<UnreadNotifications>(() => {
          const next = scenario.loads[Math.min(loads.current, scenario.loads.length - 1)] ?? 'hang';
          loads.current += 1;
          return answer(next, 300);
        }),
        markAllRead: fromPromise(() => {
          setMarkAllCalls((n) => n + 1);
          return answer(scenario.markAllRead);
        }),
        markOneRead: fromPromise<unknown, { id: number }>(() => answer(scenario.markOneRead)),
        realtime: fromCallback<EventObject>(({ sendBack }) => {
          const timers = (scenario.live ?? []).map(({ afterMs, event }) => setTimeout(() => sendBack(event), afterMs));
          return () => timers.forEach(clearTimeout);
        }),
      },
      actions: { notify: (_, params) => record({ kind: 'notify', notice: params }) },
    }),
    { input: {} },
  );
  useScript(actor, scenario.steps ?? []);
  const snapshot = useSelector(actor, (s) => s);
  const { groups, count } = snapshot.context;
  const send = actor.send;
  const busy = snapshot.matches({ ready: 'markingAllRead' }) || snapshot.matches({ ready: 'markingOne' });
  const title = (n: AppNotification) => n.data[locale]?.title ?? n.data.ar.title;

  return (
    <InspectorFrame titleId="notifications.title" state={snapshot.value} effects={effects}>
      <Text role="status" weight="bold" data-testid="badge">
        <FormattedMessage id="notifications.badge" values={{ count }} />
      </Text>
      {snapshot.matches('loading') && (
        <ul aria-busy="true" aria-label={intl.formatMessage({ id: 'notifications.loading' })}>
          {Array.from({ length: NOTIFICATION_PLACEHOLDERS }, (_, index) => (
            <li key={index}>
              <Text tone="muted">…</Text>
            </li>
          ))}
        </ul>
      )}
      {snapshot.matches('failed') && (
        <Inline gap="small">
          <Text role="alert" tone="critical">
            <FormattedMessage id="notifications.failed" />
          </Text>
          <Button tone="neutral" size="small" onPress={() => send({ type: 'RETRY' })}>
            <FormattedMessage id="notifications.retry" />
          </Button>
        </Inline>
      )}
      {snapshot.matches('ready') && (
        <Stack gap="medium" data-mark-all-read-calls={markAllCalls}>
          <Inline gap="small">
            <Button tone="neutral" size="small" isDisabled={busy} onPress={() => send({ type: 'MARK_ALL_READ' })}>
              <FormattedMessage id="notifications.markAllRead" />
            </Button>
            {busy && <Spinner size="small" label={intl.formatMessage({ id: 'notifications.saving' })} />}
          </Inline>
          {groups.length === 0 && (
            <Text>
              <FormattedMessage id="notifications.empty" />
            </Text>
          )}
          {cardGroups(groups).map((group) => (
            <Stack as="section" gap="small" key={group.date} aria-labelledby={`day-${group.date}`}>
              <Heading level={3} size={4} id={`day-${group.date}`}>
                <FormattedDate value={`${group.date}T12:00:00+03:00`} dateStyle="full" timeZone="Asia/Riyadh" />
              </Heading>
              <ul>
                {group.notifications.map((n) => (
                  <li key={n.id} data-notification={n.id} data-read={n.is_read}>
                    <Stack gap="xsmall">
                      <Text weight="bold">
                        {title(n)}
                        {!n.is_read && (
                          <Text as="span" tone="brand" size="small">
                            {' · '}
                            <FormattedMessage id="notifications.unread" />
                          </Text>
                        )}
                      </Text>
                      <Text size="small">{n.data[locale]?.body ?? n.data.ar.body}</Text>
                      {!n.is_read && (
                        <div>
                          <Button tone="ghost" size="small" isDisabled={busy} onPress={() => send({ type: 'READ', id: n.id })}>
                            <FormattedMessage id="notifications.markRead" values={{ title: title(n) }} />
                          </Button>
                        </div>
                      )}
                    </Stack>
                  </li>
                ))}
              </ul>
            </Stack>
          ))}
        </Stack>
      )}
    </InspectorFrame>
  );
}
