import { Switch } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';

/**
 * A boolean as a Fluent `Switch` carrying the field's label (unless `ui:label: false`). It shows no
 * required mark: a switch always has a value (RJSF starts a required boolean at `false`).
 */
export default function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, readonly, disabled, autofocus, onChange, onBlur, onFocus } = props;
  return (
    <Switch
      id={id}
      name={htmlName || id}
      label={hideLabel ? undefined : label}
      checked={value === true}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onChange={(_, data) => onChange(data.checked)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
