import type { EventAttributes } from 'ics';
import type { CustomerBooking } from '../types';

/** What a booking's calendar event says, in the page's language (the page translates it). */
export interface CalendarEventTexts {
  title: string;
  description: string;
}

/** The booking as an `ics` event: the instants in UTC (every calendar places them on its own clock), the manage link as its URL. */
export function calendarEventOf(booking: CustomerBooking, manageUrl: string, texts: CalendarEventTexts): EventAttributes {
  const utc = (iso: string): [number, number, number, number, number] => {
    const d = new Date(iso);
    return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
  };
  return {
    uid: `${booking.public_id}@mawid`,
    start: utc(booking.starts_at),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utc(booking.ends_at),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: texts.title,
    description: texts.description,
    location: booking.salon.name,
    url: manageUrl,
    status: booking.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
    productId: 'mawid/booking',
  };
}

/** The `.ics` file's text; the `ics` package (and its validation) loads only when asked for. */
export async function calendarFileOf(event: EventAttributes): Promise<string> {
  const { createEvent } = await import('ics');
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('ics: no calendar file');
  return value;
}

/** Hands the file to the browser as a download (phones open it in their calendar). */
export function downloadCalendarFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
