import { Input } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { tomorrow } from '../../../../../shared/validation/rules/date-range.ts';
import { ruleOf } from '../../../../../shared/validation/schema-rules.ts';

/**
 * A date picker (`yyyy-mm-dd`, the browser's calendar). `ui:options.futureOnly`, or the property's
 * `x-rule: futureDate` (which refuses them on both sides), blocks today and past dates: the calendar
 * starts tomorrow. `ui:options.min` sets another first date.
 */
export default function DatePickerWidget(props: WidgetProps) {
  const { id, htmlName, value, required, readonly, disabled, autofocus, options, schema, onChange, onBlur, onFocus } = props;
  const min = options.futureOnly || ruleOf(schema).name === 'futureDate' ? tomorrow() : typeof options.min === 'string' ? options.min : undefined;
  return (
    <Input
      id={id}
      name={htmlName || id}
      type="date"
      min={min}
      value={typeof value === 'string' ? value : ''}
      required={required}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      onChange={(_, data) => onChange(data.value || undefined)}
      onBlur={(event) => onBlur(id, event.target.value || undefined)}
      onFocus={(event) => onFocus(id, event.target.value || undefined)}
    />
  );
}
