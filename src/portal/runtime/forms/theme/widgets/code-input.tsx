import { Input } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';

type CodeInputProps = { widget: WidgetProps; maxLength: number; upperCase?: boolean; autoComplete?: string; inputMode?: 'text' | 'numeric' };

/**
 * A short code typed left to right in both languages (BIC, Swift, OTP): no spaces, optionally upper
 * case, at most `maxLength` characters. Its rule runs on blur and submit, never while typing.
 */
export function CodeInput({ widget, maxLength, upperCase, autoComplete = 'off', inputMode = 'text' }: CodeInputProps) {
  const { id, htmlName, value, placeholder, required, readonly, disabled, autofocus, onChange, onBlur, onFocus } = widget;
  const clean = (text: string) => (upperCase ? text.toUpperCase() : text).replace(/\s+/g, '');
  return (
    <Input
      id={id}
      name={htmlName || id}
      dir="ltr"
      value={typeof value === 'string' ? value : ''}
      maxLength={maxLength}
      spellCheck={false}
      autoComplete={autoComplete}
      inputMode={inputMode}
      placeholder={placeholder}
      required={required}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      onChange={(_, data) => onChange(clean(data.value) || undefined)}
      onBlur={(event) => onBlur(id, clean(event.target.value) || undefined)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
