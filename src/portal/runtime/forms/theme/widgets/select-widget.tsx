import { Select } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { enumOptionsIndexForValue, enumOptionsValueForIndex } from '@rjsf/utils';
import { useT } from '../../../../lib/i18n.ts';
import CheckboxesWidget from './checkboxes-widget.tsx';

/**
 * One choice of an enum in a Fluent `Select` (a native select: keyboard and screen readers work in
 * both directions). Labels are the translated `ui:enumNames` from the converter. Several choices
 * (an array of enum without `ui:widget`) render as checkboxes. The empty choice says "Choose…" where
 * the form names no placeholder, so an unanswered select does not look like a broken one.
 */
export default function SelectWidget(props: WidgetProps) {
  const { id, htmlName, value, placeholder, required, readonly, disabled, autofocus, options, onChange, onBlur, onFocus } = props;
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const { t } = useT();
  if (props.multiple) return <CheckboxesWidget {...props} />;
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  const valueOf = (index: string) => (index === '' ? emptyValue : enumOptionsValueForIndex(index, enumOptions, emptyValue));
  return (
    <Select
      id={id}
      name={htmlName || id}
      value={typeof selected === 'string' ? selected : ''}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onChange={(_, data) => onChange(valueOf(data.value))}
      onBlur={(event) => onBlur(id, valueOf(event.target.value))}
      onFocus={(event) => onFocus(id, valueOf(event.target.value))}
    >
      <option value="">{placeholder || t('forms.widgets.choose')}</option>
      {enumOptions.map((option, index) => (
        <option key={String(option.value)} value={String(index)} disabled={enumDisabled?.includes(option.value)}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
