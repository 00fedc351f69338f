import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../../design-system/components/Alert';
import { Button } from '../../../design-system/components/Button';
import { Heading } from '../../../design-system/components/Heading';
import { Inline } from '../../../design-system/components/Inline';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { Text } from '../../../design-system/components/Text';
import { ToggleButton } from '../../../design-system/components/ToggleButton';
import type { components } from '../../../api-spec/schema';
import type { Slot } from './data';
import { groupSlots } from './slotGroups';

export type SlotTaken = components['schemas']['SlotTakenError'];

/** The 409 of booking and of changing a booking: `slot_taken`, with its alternatives. */
export const isSlotTaken = (body: unknown): body is SlotTaken =>
  typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'slot_taken';

/**
 * The free times of a day as toggle buttons grouped by time of day (the booking form's and the
 * change dialog's picker). `slots` undefined while they load.
 */
export function SlotPicker({
  slots,
  timeZone,
  selected,
  onSelect,
}: {
  slots: readonly Slot[] | undefined;
  timeZone: string;
  selected: Slot | null;
  onSelect: (slot: Slot | null) => void;
}) {
  const intl = useIntl();
  const id = useId();
  if (slots === undefined) return <Skeleton lines={3} />;
  if (slots.length === 0) return <Text tone="muted">{intl.formatMessage({ id: 'reservations.create.noSlots' })}</Text>;
  return (
    <>
      {groupSlots(slots, timeZone).map((group) => (
        <section key={group.part} aria-labelledby={`slots-${id}-${group.part}`}>
          <Heading level={3} id={`slots-${id}-${group.part}`}>
            {intl.formatMessage({ id: `reservations.create.part.${group.part}` })}
          </Heading>
          <Inline gap="small">
            {group.slots.map((s) => (
              <ToggleButton key={s.starts_at} size="small" isSelected={selected !== null && Date.parse(selected.starts_at) === Date.parse(s.starts_at)} onChange={(on) => onSelect(on ? s : null)}>
                {intl.formatDate(s.starts_at, { timeZone, hour: 'numeric', minute: '2-digit' })}
              </ToggleButton>
            ))}
          </Inline>
        </section>
      ))}
    </>
  );
}

/** A taken time in words, and its nearest free times as one-press choices. */
export function SlotTakenAlert({ taken, timeZone, isDisabled, onPick }: { taken: SlotTaken; timeZone: string; isDisabled?: boolean; onPick: (slot: Slot) => void }) {
  const intl = useIntl();
  const clock = (iso: string) => intl.formatDate(iso, { timeZone, hour: 'numeric', minute: '2-digit' });
  return (
    <Alert tone="critical" live title={intl.formatMessage({ id: 'reservations.create.taken.title' })}>
      <Stack gap="small">
        <span>{intl.formatMessage({ id: 'reservations.create.taken.body' }, { from: clock(taken.conflict.starts_at), to: clock(taken.conflict.ends_at) })}</span>
        {taken.nearest_slots.length > 0 ? (
          <>
            <span>{intl.formatMessage({ id: 'reservations.create.taken.alternatives' })}</span>
            <Inline gap="small">
              {taken.nearest_slots.map((s) => (
                <Button key={s.starts_at} tone="neutral" size="small" isDisabled={isDisabled} onPress={() => onPick(s)}>
                  {intl.formatMessage(
                    { id: 'reservations.create.taken.bookAt' },
                    { time: intl.formatDate(s.starts_at, { timeZone, weekday: 'short', hour: 'numeric', minute: '2-digit' }) },
                  )}
                </Button>
              ))}
            </Inline>
          </>
        ) : (
          <span>{intl.formatMessage({ id: 'reservations.create.taken.none' })}</span>
        )}
      </Stack>
    </Alert>
  );
}
