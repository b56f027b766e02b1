import { DatePicker } from '@fluentui/react-datepicker-compat';
import type { DatePickerProps } from '@fluentui/react-datepicker-compat';
import { useCallback, useMemo, useState } from 'react';
import { dateOfIsoDay, isoDayOf, parseTypedDay } from '../../../shared/format/calendar-day.ts';
import { formatDate } from '../../../shared/format/format-date.ts';
import { useT } from '../../lib/i18n.ts';
import { loadCalendar, useCalendarLoaded } from './calendar-on-open.tsx';
import { useModalParts } from './modal-on-open.ts';
import { newPopupAnchor, PopupAnchorContext, usePopupPositioningParts } from './positioning-on-open.ts';
import { useNarrowLayout } from '../../lib/use-narrow-layout.ts';
import { calendarFormatting, calendarStrings, firstDayOfWeek, nameDayButtons } from './calendar-strings.ts';

/** What a date input needs: its value and the first day it offers, both `yyyy-mm-dd`. */
export type DateInputProps = {
  id?: string;
  name?: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** The first day the calendar offers (days before it are disabled); a typed earlier day is left to validation. */
  min?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
  onBlur?: () => void;
  onFocus?: () => void;
};

// The field stays typable when the fetch fails; the next focus or opening tries again. Both are
// module functions: the DatePicker's `setOpen` keeps the `onOpenChange` it was first given, and a
// new function per render would change how it gives the focus back to the field on closing.
const fetchCalendar = () => void loadCalendar().catch(() => undefined);
const fetchCalendarOnOpen = (open: boolean) => {
  if (open) fetchCalendar();
};

/**
 * A date input that follows the portal's language instead of the browser's (`mm/dd/yyyy` on an
 * Arabic page): Fluent's DatePicker with the calendar's names, numerals and first weekday of the
 * language, the day shown as the portal shows dates (`٠١/١٢/٢٠٢٦`, `01/12/2026`), typed as day/month/year
 * or `yyyy-mm-dd` in either digits, and kept as `yyyy-mm-dd`. Keyboard: type a day, or Alt+↓/Enter
 * to open the calendar, arrows to move, Enter to choose, Escape to close.
 */
export function DateInput({ value, onChange, min, readOnly, onBlur, onFocus, ...rest }: DateInputProps) {
  const { tKey, language } = useT();
  const strings = useMemo(() => calendarStrings(language, tKey), [language, tKey]);
  const formatting = useMemo(() => calendarFormatting(language), [language]);
  const nameDays = useMemo(() => nameDayButtons(formatting, strings), [formatting, strings]);
  const narrow = useNarrowLayout();
  // The calendar is fetched when the field takes focus or opens (calendar-on-open.tsx); until it is
  // there the popup stays hidden, and it takes the focus when it arrives.
  const calendarLoaded = useCalendarLoaded();
  // Fetched with the calendar: the focus manager the popup traps the focus with (modal-on-open.ts).
  const modalParts = useModalParts();
  // And the positioning that places the popup under the field (positioning-on-open.ts).
  const [anchor] = useState(newPopupAnchor);
  const positioning = usePopupPositioningParts();
  // The DatePicker rewrites its text whenever `value` or `formatDate` is a new object: both stay the
  // same until the day or the language changes, so a re-render of the form never wipes what is being typed.
  const day = useMemo(() => dateOfIsoDay(value) ?? null, [value]);
  const formatDay = useCallback((date?: Date) => (date ? formatDate(isoDayOf(date), language) : ''), [language]);
  const props: DatePickerProps = {
    ...rest,
    value: day,
    allowTextInput: !readOnly,
    openOnClick: !readOnly,
    placeholder: tKey('forms.widgets.date_picker.placeholder'),
    strings,
    dateTimeFormatter: formatting,
    // On a phone the months' grid would not fit beside the days: it opens over them from the heading.
    showMonthPickerAsOverlay: narrow,
    firstDayOfWeek: firstDayOfWeek(language) as DatePickerProps['firstDayOfWeek'],
    formatDate: formatDay,
    parseDateFromString: (text) => dateOfIsoDay(parseTypedDay(text)) ?? null,
    onSelectDate: (date) => onChange(date ? isoDayOf(date) : undefined),
    // The calendar disables days before `min`; the DatePicker itself is not given it, so that a typed
    // earlier day reaches the form's rule and its message instead of being dropped without a word.
    calendar: { minDate: dateOfIsoDay(min), calendarDayProps: { customDayCellRef: nameDays } },
    popupSurface: { 'aria-label': tKey('forms.widgets.date_picker.calendar'), style: calendarLoaded ? undefined : { visibility: 'hidden' } },
    onOpenChange: fetchCalendarOnOpen,
    contentAfter: readOnly ? { children: null, 'aria-hidden': true } : undefined,
    // A field the user may see but not change looks filled, as the other read-only inputs.
    appearance: readOnly ? 'filled-darker' : 'outline',
    onBlur: () => onBlur?.(),
    onFocus: () => {
      fetchCalendar();
      onFocus?.();
    },
  };
  if (readOnly) props.open = false;
  return (
    <PopupAnchorContext value={anchor}>
      <DatePicker {...props} />
      {modalParts && <modalParts.ModalParts />}
      {positioning && <positioning.PopupPositioning anchor={anchor} />}
    </PopupAnchorContext>
  );
}
