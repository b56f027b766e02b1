/**
 * What the portal's build gives Fluent's DatePicker for `@fluentui/react-calendar-compat`
 * (vite.config.ts, `calendarOnOpen`: only for imports from `@fluentui/react-datepicker-compat`): the
 * same names, but `Calendar` fetches the calendar (about 18 kB gzip) when a date picker first opens,
 * so a form page with date fields loads the input and not its popup's calendar. `date-input.tsx`
 * starts the fetch when the field takes focus or opens, and keeps the popup hidden until the calendar
 * is there (`useCalendarLoaded`); the calendar then takes the focus, as the DatePicker gives it on
 * opening. Tests and the server import the package itself.
 */
import type { CalendarProps, CalendarStrings } from '@fluentui/react-calendar-compat';
import { createElement, useEffect, useRef } from 'react';
import { chunkOnDemand, useChunk } from '../../lib/chunk-on-demand.ts';
import { loadModalParts } from './modal-on-open.ts';
import { loadPopupPositioning } from './positioning-on-open.ts';

// With the focus manager's modal parts, which the popup takes its attributes from (modal-on-open.ts),
// and the positioning that places it under the field (positioning-on-open.ts).
const calendarChunk = chunkOnDemand(() =>
  Promise.all([import('@fluentui/react-calendar-compat'), loadModalParts(), loadPopupPositioning()]).then(([loaded]) => loaded.Calendar),
);

/** Fetches the calendar once; a failed fetch is tried again on the next call. */
export function loadCalendar(): Promise<void> {
  return calendarChunk.load().then(() => undefined);
}

/** Whether the calendar is there (re-renders when it arrives). */
export function useCalendarLoaded(): boolean {
  return useChunk(calendarChunk) !== undefined;
}

/** Fluent's Calendar once fetched; nothing before. One that arrives while its popup is open takes the focus. */
export function Calendar(props: CalendarProps) {
  const calendar = useChunk(calendarChunk);
  const loaded = calendar !== undefined;
  const waited = useRef(!loaded);
  useEffect(() => {
    if (!loaded) {
      loadCalendar().catch(() => undefined); // the field stays typable; the next opening tries again
      return;
    }
    if (waited.current) {
      waited.current = false;
      props.componentRef?.current?.focus();
    }
  }, [loaded, props.componentRef]);
  return calendar ? createElement(calendar, props) : null;
}

// The rest of what the DatePicker imports from the package, as the package has them.
export const DayOfWeek = { Sunday: 0, Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6 } as const;
export const FirstWeekOfYear = { FirstDay: 0, FirstFullWeek: 1, FirstFourDayWeek: 2 } as const;
const dayHash = (date: Date) => date.getDate() + (date.getMonth() << 5) + (date.getFullYear() << 9);
/** Negative, 0 or positive as the first day is before, the same as or after the second (time of day ignored). */
export const compareDatePart = (date1: Date, date2: Date): number => dayHash(date1) - dayHash(date2);
/** The DatePicker's English defaults; the portal's date input always gives its own (calendar-strings.ts). */
export const defaultCalendarStrings: CalendarStrings = {
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  shortDays: ['S', 'M', 'T', 'W', 'T', 'F', 'S'],
  goToToday: 'Go to today',
  weekNumberFormatString: 'Week number {0}',
  prevMonthAriaLabel: 'Previous month',
  nextMonthAriaLabel: 'Next month',
  prevYearAriaLabel: 'Previous year',
  nextYearAriaLabel: 'Next year',
  prevYearRangeAriaLabel: 'Previous year range',
  nextYearRangeAriaLabel: 'Next year range',
  closeButtonAriaLabel: 'Close',
  selectedDateFormatString: 'Selected date {0}',
  todayDateFormatString: "Today's date {0}",
  monthPickerHeaderAriaLabel: '{0}, change year',
  yearPickerHeaderAriaLabel: '{0}, change month',
  dayMarkedAriaLabel: 'marked',
};
