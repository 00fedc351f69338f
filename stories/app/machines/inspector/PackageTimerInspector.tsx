import { useActorRef, useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fromPromise, type SimulatedClock, type SnapshotFrom } from 'xstate';
import { Button, Inline, Spinner, Text } from '../../../../design-system';
import { packageTimerMachine, type ActivePackage, type PackageTimerEvent } from '../../../../app/features/packages/packageTimer.machine';
import { answer, clockNow, InspectorFrame, useEffectLog, useScript, type Answer, type ScriptStep } from './Inspector';

type PackageTimerSnapshot = SnapshotFrom<typeof packageTimerMachine>;

export interface PackageTimerScenario {
  /** Answers of successive loads (the last one repeats). */
  loads: Array<Answer<ActivePackage | null>>;
  clock?: SimulatedClock;
  steps?: Array<ScriptStep<PackageTimerEvent, PackageTimerSnapshot>>;
}

/** The package countdown driven by its machine, with mocked answers and (optionally) a simulated clock. */
export function PackageTimerInspector({ scenario }: { scenario: PackageTimerScenario }) {
  const intl = useIntl();
  const labelId = useId();
  const calls = useRef(0);
  const { effects, record } = useEffectLog();
  const actor = useActorRef(
    packageTimerMachine.provide({
      actors: {
        loadActivePackage: fromPromise<ActivePackage | null>(() => {
          const next = scenario.loads[Math.min(calls.current, scenario.loads.length - 1)] ?? 'hang';
          calls.current += 1;
          return answer(next, 300);
        }),
      },
      actions: { notify: (_, params) => record({ kind: 'notify', notice: params }) },
    }),
    { input: scenario.clock ? { now: clockNow(scenario.clock) } : {}, ...(scenario.clock ? { clock: scenario.clock } : {}) },
  );
  useScript(actor, scenario.steps ?? [], scenario.clock);
  const snapshot = useSelector(actor, (s) => s);
  const { remaining, packageName } = snapshot.context;
  const send = actor.send;

  return (
    <InspectorFrame titleId="packages.timer.title" state={snapshot.value} effects={effects}>
      {snapshot.matches('loading') && <Spinner label={intl.formatMessage({ id: 'packages.timer.loading' })} />}
      {(snapshot.matches('counting') || snapshot.matches('expired')) && (
        <>
          {packageName && (
            <Text id={labelId}>
              <FormattedMessage id="packages.timer.package" values={{ name: packageName }} />
            </Text>
          )}
          {/* A timer is not announced every second (role="timer" is polite-off); the text is there to read. */}
          <Inline gap="medium" role="timer" aria-labelledby={packageName ? labelId : undefined}>
            {(['days', 'hours', 'minutes', 'seconds'] as const).map((unit) => (
              <Text as="span" key={unit} weight="bold" data-unit={unit}>
                <FormattedMessage id={`packages.timer.${unit}`} values={{ count: remaining[unit] }} />
              </Text>
            ))}
          </Inline>
        </>
      )}
      {snapshot.matches('expired') && (
        <Text role="status" tone="critical">
          <FormattedMessage id="packages.timer.expired" />
        </Text>
      )}
      {snapshot.matches('none') && (
        <Text role="status">
          <FormattedMessage id="packages.timer.none" />
        </Text>
      )}
      {snapshot.matches('failed') && (
        <Inline gap="small">
          <Text role="alert" tone="critical">
            <FormattedMessage id="packages.timer.failed" />
          </Text>
          <Button tone="neutral" size="small" onPress={() => send({ type: 'RETRY' })}>
            <FormattedMessage id="packages.timer.retry" />
          </Button>
        </Inline>
      )}
      {(snapshot.matches('expired') || snapshot.matches('none')) && (
        <div>
          <Button tone="neutral" size="small" onPress={() => send({ type: 'REFRESH' })}>
            <FormattedMessage id="packages.timer.refresh" />
          </Button>
        </div>
      )}
    </InspectorFrame>
  );
}
