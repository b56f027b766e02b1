import type { WidgetProps } from '@rjsf/utils';
import { tomorrow } from '../../../../../shared/validation/rules/date-range.ts';
import { ruleOf } from '../../../../../shared/validation/schema-rules.ts';
import { DateInput } from '../../../dates/date-input.tsx';

/**
 * A date picker (`yyyy-mm-dd`) in the portal's language (`runtime/dates/date-input.tsx`).
 * `ui:options.futureOnly`, or the property's `x-rule: futureDate` (which refuses them on both sides),
 * blocks today and past dates: the calendar starts tomorrow. `ui:options.min` sets another first date.
 * The label, error and `aria-describedby` come from `FieldTemplate`'s Fluent `Field`, as for every input.
 */
export default function DatePickerWidget(props: WidgetProps) {
  const { id, htmlName, value, required, readonly, disabled, autofocus, options, schema, onChange, onBlur, onFocus } = props;
  const min = options.futureOnly || ruleOf(schema).name === 'futureDate' ? tomorrow() : typeof options.min === 'string' ? options.min : undefined;
  const day = typeof value === 'string' ? value : undefined;
  return (
    <DateInput
      id={id}
      name={htmlName || id}
      value={day}
      min={min}
      required={required}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      onChange={(next) => onChange(next)}
      onBlur={() => onBlur(id, day)}
      onFocus={() => onFocus(id, day)}
    />
  );
}
