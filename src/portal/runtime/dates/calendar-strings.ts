import type { CalendarStrings, DatePickerProps } from '@fluentui/react-datepicker-compat';
import { dateTimeFormat, formatNumber, localeOf } from '../../../shared/format/locale.ts';

type DateFormatting = NonNullable<DatePickerProps['dateTimeFormatter']>;
type Translate = (key: string, options?: Record<string, unknown>) => string;

// Twelve months and seven days (Sunday first, as the calendar expects), named by Intl in the language.
const MONTHS = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 15)));
const WEEK = Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2026, 0, 4 + day))); // 4 January 2026 is a Sunday
const names = (dates: Date[], language: string, options: Intl.DateTimeFormatOptions) =>
  dates.map((date) => dateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(date));

/** The calendar's month and day names from Intl and its button labels from the locale files. */
export function calendarStrings(language: string, t: Translate): CalendarStrings {
  const key = (name: string, options?: Record<string, unknown>) => t(`forms.widgets.date_picker.${name}`, options);
  return {
    months: names(MONTHS, language, { month: 'long' }),
    shortMonths: names(MONTHS, language, { month: 'short' }),
    days: names(WEEK, language, { weekday: 'long' }),
    shortDays: names(WEEK, language, { weekday: 'narrow' }),
    goToToday: key('go_to_today'),
    prevMonthAriaLabel: key('prev_month'),
    nextMonthAriaLabel: key('next_month'),
    prevYearAriaLabel: key('prev_year'),
    nextYearAriaLabel: key('next_year'),
    prevYearRangeAriaLabel: key('prev_years'),
    nextYearRangeAriaLabel: key('next_years'),
    closeButtonAriaLabel: key('close'),
    // The calendar fills `{0}` itself.
    selectedDateFormatString: key('selected', { date: '{0}' }),
    todayDateFormatString: key('today', { date: '{0}' }),
    monthPickerHeaderAriaLabel: key('month_picker_header', { year: '{0}' }),
    yearPickerHeaderAriaLabel: key('year_picker_header', { range: '{0}' }),
  };
}

/** Day numbers, years and headings of the calendar in the language's numerals (`spec/formats.yaml`). */
export function calendarFormatting(language: string): DateFormatting {
  return {
    formatDay: (date) => formatNumber(date.getDate(), language),
    formatYear: (date) => formatNumber(date.getFullYear(), language, { useGrouping: false }),
    // The month picker's button names: its visible short name with the year (a screen reader's name holds what is shown).
    formatMonth: (date) => dateTimeFormat(language, { month: 'short', year: 'numeric' }).format(date),
    formatMonthYear: (date) => dateTimeFormat(language, { month: 'long', year: 'numeric' }).format(date),
    formatMonthDayYear: (date) => dateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(date),
  };
}

/** The first day of the language's week (0 = Sunday), from CLDR through Intl: Saturday in Kuwait, Monday in en-GB. */
export function firstDayOfWeek(language: string): number {
  const locale = new Intl.Locale(localeOf(language)) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };
  const info = locale.getWeekInfo?.() ?? locale.weekInfo;
  return info ? info.firstDay % 7 : 0;
}

/**
 * Names the calendar's day buttons as the portal writes dates (`formatMonthDayYear`, in the language's
 * numerals). Fluent's day grid names them `15, March, 2026` in Western digits whatever the language,
 * while an Arabic page shows `١٥`: a screen reader's name must hold what is shown (WCAG 2.5.3). Given
 * to the calendar as `customDayCellRef`, which runs after each render of a day cell.
 */
export function nameDayButtons(formatting: DateFormatting, strings: CalendarStrings): (cell: HTMLElement | null, date: Date) => void {
  return (cell, date) => cell?.querySelector('button')?.setAttribute('aria-label', formatting.formatMonthDayYear(date, strings));
}
