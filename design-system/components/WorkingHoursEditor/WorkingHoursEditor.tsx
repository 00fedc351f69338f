import { useId, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useLocale } from 'react-aria-components';
import { Button } from '../Button';
import { FieldErrorText } from '../Field';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { Switch } from '../Switch';
import { TimeField } from '../TimeField';
import { copyDayToWeek, validateDay, weekdayName, type DayProblem, type WorkingDay, type WorkingWeek } from './workingHours';
import * as styles from './WorkingHoursEditor.css';

export interface WorkingHoursEditorProps {
  /** The legend of the whole week ("Working hours"). */
  label: ReactNode;
  value?: WorkingWeek;
  defaultValue?: WorkingWeek;
  onChange?: (week: WorkingWeek) => void;
  isDisabled?: boolean;
  /** A closing at or before the opening is the next day (a Ramadan week, 21:00–02:00). */
  allowsOvernight?: boolean;
  /** Show each day's problems (default: as soon as they exist). Set false until the first save attempt if you prefer. */
  showErrors?: boolean;
}

/** A translated sentence for one problem; break numbers are 1-based for people. */
function describeDayProblem(intl: IntlShape, problem: DayProblem): string {
  switch (problem.kind) {
    case 'missingTimes':
      return intl.formatMessage({ id: 'ds.forms.hours.error.missingTimes' });
    case 'closesBeforeOpens':
      return intl.formatMessage({ id: 'ds.forms.hours.error.closesBeforeOpens' });
    case 'breakMissingTimes':
      return intl.formatMessage({ id: 'ds.forms.hours.error.breakMissingTimes' }, { index: problem.index + 1 });
    case 'breakEndsBeforeStart':
      return intl.formatMessage({ id: 'ds.forms.hours.error.breakEndsBeforeStart' }, { index: problem.index + 1 });
    case 'breakOutsideHours':
      return intl.formatMessage({ id: 'ds.forms.hours.error.breakOutsideHours' }, { index: problem.index + 1 });
    case 'breaksOverlap':
      return intl.formatMessage({ id: 'ds.forms.hours.error.breaksOverlap' }, { first: problem.index + 1, second: problem.other + 1 });
  }
}

interface DayEditorProps {
  day: WorkingDay;
  onChange: (day: WorkingDay) => void;
  /** Puts this day's hours and breaks on every day. */
  onCopyToAll: () => void;
  isDisabled: boolean;
  showErrors: boolean;
  overnight: boolean;
}

function DayEditor({ day, onChange, onCopyToAll, isDisabled, showErrors, overnight }: DayEditorProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const errorId = useId();
  const name = weekdayName(day.day, locale);
  const problems = showErrors ? validateDay(day, { overnight }) : [];
  const hoursInvalid = problems.some((p) => p.kind === 'missingTimes' || p.kind === 'closesBeforeOpens');
  const breakInvalid = (index: number) => problems.some((p) => 'index' in p && (p.index === index || (p.kind === 'breaksOverlap' && p.other === index)));

  const setBreak = (index: number, patch: Partial<WorkingDay['breaks'][number]>) =>
    onChange({ ...day, breaks: day.breaks.map((pause, i) => (i === index ? { ...pause, ...patch } : pause)) });

  return (
    <fieldset className={[styles.day, problems.length > 0 ? styles.dayInvalid : ''].filter(Boolean).join(' ')} aria-describedby={problems.length > 0 ? errorId : undefined}>
      <legend className={styles.dayName}>{name}</legend>
      <div className={styles.dayRow}>
        <div className={styles.switchCell}>
          <Switch isSelected={day.is_open} onChange={(isOpen) => onChange({ ...day, is_open: isOpen })} isDisabled={isDisabled}>
            {intl.formatMessage({ id: 'ds.forms.hours.open' })}
          </Switch>
        </div>
        {day.is_open ? (
          <>
            <TimeField
              className={styles.time}
              label={intl.formatMessage({ id: 'ds.forms.hours.opensAt' })}
              value={day.opens_at || null}
              onChange={(time) => onChange({ ...day, opens_at: time ?? '' })}
              isInvalid={hoursInvalid}
              isDisabled={isDisabled}
            />
            <TimeField
              className={styles.time}
              label={intl.formatMessage({ id: 'ds.forms.hours.closesAt' })}
              value={day.closes_at || null}
              onChange={(time) => onChange({ ...day, closes_at: time ?? '' })}
              isInvalid={hoursInvalid}
              isDisabled={isDisabled}
            />
          </>
        ) : (
          <span className={styles.closedText}>{intl.formatMessage({ id: 'ds.forms.hours.closed' })}</span>
        )}
      </div>
      {day.is_open && (
        <div className={styles.breaks}>
          {day.breaks.length > 0 && <p className={styles.breaksTitle}>{intl.formatMessage({ id: 'ds.forms.hours.breaks' })}</p>}
          {day.breaks.map((pause, index) => (
            // Breaks have no identity of their own; their position is their name ("Break 2").
            <div key={index} className={styles.breakRow} role="group" aria-label={intl.formatMessage({ id: 'ds.forms.hours.breakNumber' }, { index: index + 1 })}>
              <TimeField
                className={styles.time}
                label={intl.formatMessage({ id: 'ds.forms.hours.breakStarts' })}
                value={pause.starts_at || null}
                onChange={(time) => setBreak(index, { starts_at: time ?? '' })}
                isInvalid={breakInvalid(index)}
                isDisabled={isDisabled}
              />
              <TimeField
                className={styles.time}
                label={intl.formatMessage({ id: 'ds.forms.hours.breakEnds' })}
                value={pause.ends_at || null}
                onChange={(time) => setBreak(index, { ends_at: time ?? '' })}
                isInvalid={breakInvalid(index)}
                isDisabled={isDisabled}
              />
              <IconButton
                icon="trash"
                tone="ghost"
                label={intl.formatMessage({ id: 'ds.forms.hours.removeBreak' }, { index: index + 1, day: name })}
                onPress={() => onChange({ ...day, breaks: day.breaks.filter((_, i) => i !== index) })}
                isDisabled={isDisabled}
              />
            </div>
          ))}
          <div className={styles.dayActions}>
            <Button
              tone="ghost"
              size="small"
              isDisabled={isDisabled}
              onPress={() => onChange({ ...day, breaks: [...day.breaks, { starts_at: '13:00', ends_at: '14:00' }] })}
              aria-label={intl.formatMessage({ id: 'ds.forms.hours.addBreakTo' }, { day: name })}
            >
              <Icon name="plus" />
              {intl.formatMessage({ id: 'ds.forms.hours.addBreak' })}
            </Button>
            <Button
              tone="ghost"
              size="small"
              isDisabled={isDisabled}
              onPress={onCopyToAll}
              aria-label={intl.formatMessage({ id: 'ds.forms.hours.copyToAllFrom' }, { day: name })}
            >
              {intl.formatMessage({ id: 'ds.forms.hours.copyToAll' })}
            </Button>
          </div>
        </div>
      )}
      <ul id={errorId} className={styles.errors} aria-live="polite">
        {problems.map((problem) => (
          <li key={JSON.stringify(problem)}>
            <FieldErrorText>{describeDayProblem(intl, problem)}</FieldErrorText>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * A salon's or barber's week, Sunday to Saturday: each day open or closed, opening and closing
 * times, and breaks (add/remove). Problems (closing before opening, a break outside the hours or
 * overlapping another) are shown under their day in the current language. "Copy to all days" on an
 * open day puts its hours and breaks on every day (closed days stay closed). `validateWeek` gives
 * the same result to the caller before saving. Day names come from Intl in the current locale.
 */
export function WorkingHoursEditor({ label, value, defaultValue, onChange, isDisabled = false, showErrors = true, allowsOvernight = false }: WorkingHoursEditorProps) {
  const [own, setOwn] = useState<WorkingWeek>(defaultValue ?? []);
  const week = value ?? own;
  const update = (updated: WorkingWeek) => {
    if (value === undefined) setOwn(updated);
    onChange?.(updated);
  };
  const updateDay = (next: WorkingDay) => update(week.map((day) => (day.day === next.day ? next : day)));
  return (
    <fieldset className={styles.week}>
      <legend className={styles.legend}>{label}</legend>
      {week.map((day) => (
        <DayEditor key={day.day} day={day} onChange={updateDay} onCopyToAll={() => update(copyDayToWeek(week, day.day))} isDisabled={isDisabled} showErrors={showErrors} overnight={allowsOvernight} />
      ))}
    </fieldset>
  );
}
