import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../design-system/components/Button';
import { Spinner } from '../../../design-system/components/Spinner';
import { useCustomerCalls } from '../calls';
import { useClock } from '../clock';
import { apiErrorOf, messageOf } from '../signIn';
import type { CustomerBooking, PublicSalon } from '../types';
import { useHydrated } from '../useHydrated';
import { BarberStep } from './BarberStep';
import { bookingReducer, bookingSteps, chosenServices, initialBooking, stepComplete, type BookingState } from './booking';
import * as styles from './Booking.css';
import { useSlotPages, type DayPage } from './dayPages';
import { DayStep } from './DayStep';
import { formatMinutes, formatSar } from './format';
import { ServicesStep } from './ServicesStep';
import { todayIn, type FreeTime } from './slots';
import { TimeStep } from './TimeStep';

const loadLaterSteps = () => import('./LaterSteps');
const ContactStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.ContactStep })));
const CodeStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.CodeStep })));
const ConfirmationStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.ConfirmationStep })));
const AlternativesStep = lazy(() => loadLaterSteps().then((m) => ({ default: m.AlternativesStep })));

/** The nearest free times a 409 `slot_taken` carries. */
function alternativesOf(error: unknown): FreeTime[] | null {
  const failure = apiErrorOf(error);
  if (failure?.status !== 409 || failure.code !== 'slot_taken') return null;
  const body = failure.body as { alternatives?: FreeTime[] } | undefined;
  return Array.isArray(body?.alternatives) ? body.alternatives : [];
}

const visibleSteps: readonly string[] = bookingSteps.filter((step) => step !== 'done' && step !== 'code');

/**
 * The booking on the salon's page: services → barber or any → day → time → name and mobile →
 * SMS code → confirmation. The first step is rendered with the page on the server (the services
 * and their prices are readable before the code arrives); the rest follow the customer's choices.
 */
export function BookingFlow({ salon }: { salon: PublicSalon }) {
  const intl = useIntl();
  const calls = useCustomerCalls();
  const clock = useClock();
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(bookingReducer, initialBooking);
  const [contact, setContact] = useState<{ mobile: string; name: string }>({ mobile: '', name: '' });
  const [booking, setBooking] = useState<CustomerBooking | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  // Each new step is announced and takes focus at its title (not on the first render).
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [state.step]);

  // The salon's window (its horizon, today first) two weeks at a time, asked again when the services or barber change.
  const needsDays = state.step === 'day' || state.step === 'time';
  const daysKey = needsDays ? `${state.serviceIds.join(',')}|${state.barberId ?? 'any'}` : null;
  const today = useCallback(() => todayIn(salon.timezone, clock()), [salon.timezone, clock]);
  const { serviceIds, barberId } = state;
  const loadPage = useCallback(
    (page: DayPage) => calls.slots(salon.slug, { from: page.from, days: page.days, serviceIds, barberId }),
    [calls, salon.slug, serviceIds, barberId],
  );
  const days = useSlotPages(daysKey, today, salon.rules.horizon_days, loadPage);

  // The later steps' code, fetched while the customer picks a time.
  useEffect(() => {
    if (state.step === 'time') void loadLaterSteps();
  }, [state.step]);

  const book = async (name: string) => {
    if (!state.time) return;
    setProblem(null);
    try {
      const made = await calls.book(salon.slug, { service_ids: state.serviceIds, barber_id: state.barberId, starts_at: state.time.starts_at, name });
      setBooking(made);
      dispatch({ type: 'booked' });
    } catch (error) {
      const alternatives = alternativesOf(error);
      if (alternatives) dispatch({ type: 'taken', alternatives });
      else setProblem(messageOf(error) ?? intl.formatMessage({ id: 'error.generic' }));
    }
  };

  const chosenDay = state.day ? days.find(state.day) : undefined;
  const dayTimes = chosenDay?.slots ?? [];
  const { total, minutes } = chosenServices(salon, state.serviceIds);
  const stepNumber = Math.min(visibleSteps.length, visibleSteps.indexOf(state.step === 'code' ? 'contact' : state.step) + 1);
  const canGoOn = stepComplete(state) && (state.step !== 'day' || (chosenDay?.slots.length ?? 0) > 0);

  return (
    <section className={styles.flow} aria-labelledby="booking-title">
      <h2 id="booking-title" className={styles.title} ref={heading} tabIndex={-1}>
        <FormattedMessage id={state.step === 'done' ? 'customer.done.title' : 'customer.booking.title'} />
      </h2>
      {state.step !== 'done' && (
        <p className={styles.progress}>
          <FormattedMessage id="customer.booking.progress" values={{ step: stepNumber, steps: visibleSteps.length }} />
        </p>
      )}
      {state.step === 'services' && <ServicesStep services={salon.services} chosen={state.serviceIds} onToggle={(id) => dispatch({ type: 'toggleService', id })} />}
      {state.step === 'barber' && <BarberStep barbers={salon.barbers} serviceIds={state.serviceIds} chosen={state.barberId} onChoose={(id) => dispatch({ type: 'chooseBarber', id })} />}
      {state.step === 'day' && (
        <DayStep
          days={days.days}
          failed={days.failed}
          chosen={state.day}
          onChoose={(day) => dispatch({ type: 'chooseDay', day })}
          paging={{ pages: days.pages, page: days.page, onPage: days.goTo }}
        />
      )}
      {state.step === 'time' && !state.alternatives && (
        <TimeStep times={dayTimes} timeZone={salon.timezone} chosen={state.time} onChoose={(time) => dispatch({ type: 'chooseTime', time })} />
      )}
      <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'customer.booking.loading' })} />}>
        {state.step === 'time' && state.alternatives && (
          <AlternativesStep alternatives={state.alternatives} timeZone={salon.timezone} chosen={state.time} onChoose={(time) => dispatch({ type: 'chooseTime', time })} />
        )}
        {state.step === 'contact' && (
          <ContactStep
            signedIn={calls.signedIn()}
            defaultName={contact.name}
            problem={problem}
            onBook={book}
            onCodeSent={(mobile, name) => {
              setContact({ mobile, name });
              dispatch({ type: 'codeSent' });
            }}
          />
        )}
        {state.step === 'code' && <CodeStep mobile={contact.mobile} problem={problem} onVerified={() => book(contact.name)} onChangeNumber={() => dispatch({ type: 'back' })} />}
        {state.step === 'done' && booking && <ConfirmationStep booking={booking} />}
      </Suspense>
      {state.serviceIds.length > 0 && state.step !== 'done' && (
        <p className={styles.progress} aria-live="polite">
          <FormattedMessage
            id="customer.booking.chosen"
            values={{ count: state.serviceIds.length, total: formatSar(intl, total), length: formatMinutes(intl, minutes) }}
          />
        </p>
      )}
      {state.step !== 'done' && (
        <StepActions state={state} hydrated={hydrated} canGoOn={canGoOn} onBack={() => dispatch({ type: 'back' })} onNext={() => dispatch({ type: 'next' })} />
      )}
    </section>
  );
}

function StepActions({ state, hydrated, canGoOn, onBack, onNext }: { state: BookingState; hydrated: boolean; canGoOn: boolean; onBack: () => void; onNext: () => void }) {
  const showsNext = state.step === 'services' || state.step === 'barber' || state.step === 'day' || state.step === 'time';
  return (
    <div className={styles.actions}>
      {state.step !== 'services' ? (
        <Button tone="ghost" onPress={onBack}>
          <FormattedMessage id="customer.booking.back" />
        </Button>
      ) : (
        <span />
      )}
      {showsNext && (
        <Button isDisabled={!hydrated || !canGoOn} onPress={onNext}>
          <FormattedMessage id="customer.booking.next" />
        </Button>
      )}
    </div>
  );
}
