import { Textarea } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';

/** Multi-line text in a Fluent `Textarea` (`ui:options.rows`, default 5). */
export default function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, placeholder, required, readonly, disabled, autofocus, options, onChange, onBlur, onFocus } = props;
  return (
    <Textarea
      id={id}
      name={htmlName || id}
      value={typeof value === 'string' ? value : ''}
      rows={typeof options.rows === 'number' ? options.rows : 5}
      resize="vertical"
      placeholder={placeholder}
      required={required}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      onChange={(_, data) => onChange(data.value === '' ? options.emptyValue : data.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
