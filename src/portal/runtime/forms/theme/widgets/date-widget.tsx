import type { WidgetProps } from '@rjsf/utils';
import DatePickerWidget from './date-picker-widget.tsx';

/** A date as `yyyy-mm-dd` (spec §5) through the portal's date picker, with no first day; cleared means absent. */
export default function DateWidget(props: WidgetProps) {
  return <DatePickerWidget {...props} />;
}
