import { Radio, RadioGroup } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { enumOptionsIndexForValue, enumOptionsValueForIndex } from '@rjsf/utils';
import { labelId } from '../templates/field-template.tsx';

/** Field type 8, radio: the options side by side, the group named by the field's label. */
export default function InlineRadioWidget(props: WidgetProps) {
  const { id, value, required, readonly, disabled, options, onChange, onBlur, onFocus } = props;
  const { enumOptions = [], emptyValue } = options;
  const selected = enumOptionsIndexForValue(value, enumOptions, false);
  const valueOf = (index: string) => enumOptionsValueForIndex(index, enumOptions, emptyValue);
  return (
    <RadioGroup
      id={id}
      layout="horizontal"
      aria-labelledby={labelId(id)}
      required={required}
      disabled={disabled || readonly}
      value={typeof selected === 'string' ? selected : ''}
      onChange={(_, data) => onChange(valueOf(data.value))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      {enumOptions.map((option, index) => (
        <Radio key={String(option.value)} id={`${id}-${index}`} value={String(index)} label={option.label} />
      ))}
    </RadioGroup>
  );
}
