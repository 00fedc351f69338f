/**
 * Shared parts of the machines' "state inspector" views: a frame that names the state, the
 * flow's inline message, and the log of effects the machine asked for (the machines never
 * navigate, notify or touch cookies themselves; here those requests are written down).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createIntl, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { waitFor, type AnyActorRef, type EventObject, type SimulatedClock, type StateValue } from 'xstate';
import { intlLocale, isLocale } from '../../../../app/i18n/locales';
import type { Messages } from '../../../../app/i18n/messages';
import { Heading, Stack, Text } from '../../../../design-system';
import type { InlineMessage, NoticeParams } from '../../../../app/features/effects';

export type Effect =
  | { kind: 'navigate'; to: string }
  | { kind: 'setCookie'; name: string; maxAgeSeconds: number }
  | { kind: 'removeCookie'; name: string }
  | { kind: 'notify'; notice: NoticeParams }
  | { kind: 'storeSession'; sessionKind: 'provider' | 'focus' }
  | { kind: 'endSessions' }
  | { kind: 'cleanQuery' };

/** Effects recorded in order; `record` is stable, so machines may keep it for their whole life. */
export function useEffectLog(): { effects: Effect[]; record: (effect: Effect) => void } {
  const [effects, setEffects] = useState<Effect[]>([]);
  const record = useRef((effect: Effect) => setEffects((list) => [...list, effect])).current;
  return { effects, record };
}

/** The simulated clock's time, for machines that compute from it. */
export const clockNow = (clock: SimulatedClock) => () => clock.now();

/** The story's messages, for play functions to find what a user reads in the story's language. */
export function storyIntl(context: { globals: Record<string, unknown>; loaded: unknown }): IntlShape {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'ar';
  const messages = (context.loaded as { messages?: Messages }).messages ?? {};
  return createIntl({ locale: intlLocale[locale], messages });
}

/** What an API actor of a story answers: a value, a failure, or nothing ever (to hold a waiting state). */
export type Answer<T> = { resolve: T } | { reject: unknown } | 'hang';

/** Answers after `delayMs`, so a story shows the waiting state before the result. */
export function answer<T>(behaviour: Answer<T>, delayMs = 400): Promise<T> {
  if (behaviour === 'hang') return new Promise<T>(() => {});
  return new Promise<T>((resolve, reject) =>
    setTimeout(() => ('resolve' in behaviour ? resolve(behaviour.resolve) : reject(behaviour.reject)), delayMs),
  );
}

/** A step of a story's opening: an event, or moving its simulated clock once the machine is somewhere. */
export type ScriptStep<TEvent extends EventObject, TSnapshot> = TEvent | { advanceMs: number; when: (snapshot: TSnapshot) => boolean };

interface ScriptedActor<TEvent extends EventObject, TSnapshot> {
  send: (event: TEvent) => void;
  getSnapshot: () => TSnapshot;
  subscribe: AnyActorRef['subscribe'];
}

/**
 * Plays a story's opening once: each event as soon as the machine accepts it, each clock move
 * once the machine is where the step says. That is how a story reaches the state it shows.
 */
export function useScript<TEvent extends EventObject, TSnapshot extends { can: (event: TEvent) => boolean }>(
  actor: ScriptedActor<TEvent, TSnapshot>,
  steps: ReadonlyArray<ScriptStep<TEvent, TSnapshot>>,
  clock?: SimulatedClock,
): void {
  const script = useRef({ steps, clock }).current;
  useEffect(() => {
    let cancelled = false;
    const until = (predicate: (snapshot: TSnapshot) => boolean) =>
      waitFor(actor as unknown as AnyActorRef, (snapshot) => predicate(snapshot as TSnapshot), { timeout: 10_000 });
    void (async () => {
      for (const step of script.steps) {
        if ('advanceMs' in step) {
          await until(step.when);
          if (cancelled) return;
          script.clock?.increment(step.advanceMs);
        } else {
          await until((snapshot) => snapshot.can(step));
          if (cancelled) return;
          actor.send(step);
        }
      }
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [actor, script]);
}

/** `{ codeEntry: { verification: 'editing' } }` → `codeEntry.verification.editing`. */
function statePaths(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, inner]) => (inner === undefined ? [key] : statePaths(inner).map((path) => `${key}.${path}`)));
}

export function InspectorFrame({
  titleId,
  state,
  effects,
  children,
}: {
  titleId: string;
  state: StateValue;
  effects: Effect[];
  children: ReactNode;
}) {
  const intl = useIntl();
  const headingId = useRef(`inspector-${Math.random().toString(36).slice(2)}`).current;
  const paths = statePaths(state);
  return (
    <Stack as="section" gap="large" aria-labelledby={headingId} data-state={paths.join(' ')}>
      <Heading level={2} id={headingId}>
        {intl.formatMessage({ id: titleId })}
      </Heading>
      <Text>
        <FormattedMessage id="inspector.state" />:{' '}
        <code dir="ltr" data-testid="state">
          {paths.join(', ')}
        </code>
      </Text>
      {children}
      <EffectLog effects={effects} />
    </Stack>
  );
}

export function FlowMessage({ message }: { message: InlineMessage | null }) {
  const intl = useIntl();
  if (!message) return null;
  return (
    <Text role={message.tone === 'critical' ? 'alert' : 'status'} tone={message.tone === 'positive' ? 'positive' : message.tone === 'critical' ? 'critical' : 'neutral'}>
      {intl.formatMessage({ id: message.messageId }, message.values)}
    </Text>
  );
}

function EffectLine({ effect }: { effect: Effect }) {
  const intl = useIntl();
  switch (effect.kind) {
    case 'navigate':
      return (
        <>
          <FormattedMessage id="inspector.effect.navigate" /> <code dir="ltr">{effect.to}</code>
        </>
      );
    case 'setCookie':
      return (
        <>
          <FormattedMessage id="inspector.effect.setCookie" values={{ seconds: effect.maxAgeSeconds }} /> <code dir="ltr">{effect.name}</code>
        </>
      );
    case 'removeCookie':
      return (
        <>
          <FormattedMessage id="inspector.effect.removeCookie" /> <code dir="ltr">{effect.name}</code>
        </>
      );
    case 'notify':
      return (
        <>
          <FormattedMessage id="inspector.effect.notify" /> {intl.formatMessage({ id: effect.notice.messageId }, effect.notice.values)}
        </>
      );
    case 'storeSession':
      return <FormattedMessage id="inspector.effect.storeSession" values={{ kind: effect.sessionKind }} />;
    case 'endSessions':
      return <FormattedMessage id="inspector.effect.endSessions" />;
    case 'cleanQuery':
      return <FormattedMessage id="inspector.effect.cleanQuery" />;
  }
}

function EffectLog({ effects }: { effects: Effect[] }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'inspector.effects' });
  return (
    <Stack gap="small">
      <Heading level={3} size={4}>
        {label}
      </Heading>
      {effects.length === 0 ? (
        <Text tone="muted">
          <FormattedMessage id="inspector.effects.none" />
        </Text>
      ) : (
        <ol aria-label={label}>
          {effects.map((effect, index) => (
            <li key={index}>
              <EffectLine effect={effect} />
            </li>
          ))}
        </ol>
      )}
    </Stack>
  );
}
