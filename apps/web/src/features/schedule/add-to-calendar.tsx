import { useState } from 'react';
import { scheduleTexts, type LiveClass } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { getBookingCalendar } from './api/booking-calendar.ts';
import { classEvent, googleCalendarUrl, outlookCalendarUrl } from './calendar-links.ts';

/** Saves the server's .ics file for the class (the token rides on the call, not in a link). */
async function downloadIcs(c: LiveClass) {
  const text = await getBookingCalendar(c.id);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `jetsweat-class-${c.id}.ics`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "Add to calendar" for a booked class: an .ics file (Apple, Outlook desktop), Google, Outlook.com. */
export function AddToCalendar({ liveClass }: { liveClass: LiveClass }) {
  const [failure, setFailure] = useState<string | null>(null);
  const event = classEvent(liveClass, `${window.location.origin}${paths.liveClass(liveClass.id)}`);
  return (
    <details className="add-to-calendar">
      <summary aria-label={`${scheduleTexts.addToCalendar}: ${liveClass.title}`}>
        {scheduleTexts.addToCalendar}
      </summary>
      <ul>
        <li>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setFailure(null);
              downloadIcs(liveClass).catch((err: unknown) => setFailure(errorMessage(err)));
            }}
          >
            Calendar file (.ics)
          </button>
        </li>
        <li>
          <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
            Google Calendar
          </a>
        </li>
        <li>
          <a href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
            Outlook
          </a>
        </li>
      </ul>
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
    </details>
  );
}
