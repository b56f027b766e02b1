import type { InputProps } from '@fluentui/react-components';
import { Input } from '@fluentui/react-components';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { getInputProps } from '@rjsf/utils';
import type { KeyboardEvent } from 'react';
import { valueDirection } from '../../../../../shared/format/value-direction.ts';
import type { JsonSchema } from '../../../../../shared/spec-model.ts';

/** Spec §5: number inputs take digits only, so the keys of exponents and signs do nothing. */
const BLOCKED_NUMBER_KEYS = new Set(['e', 'E', '+', '-']);

/**
 * Values written in Latin letters and symbols read left to right on Arabic pages too: laid out
 * right to left, `info@alamal.org` shows as `alamal.org@info` while being typed, and `+96550000005`
 * as `96550000005+`. So do text inputs whose property is a phone, a bank code or an address (`valueDirection`).
 */
const LEFT_TO_RIGHT = new Set(['email', 'url', 'tel']);

/**
 * The Fluent `Input` behind the text, date and number widgets. The label, error and help come from
 * `FieldTemplate`'s Fluent `Field`, which also sets `aria-invalid` and `aria-describedby` here.
 */
export default function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, type, value, placeholder, required, readonly, disabled, autofocus, options, schema } = props;
  const { onChange, onChangeOverride, onBlur, onFocus } = props;
  const { type: inputType, ...rangeProps } = getInputProps(schema, type, options);
  const blockKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (inputType === 'number' && BLOCKED_NUMBER_KEYS.has(event.key)) event.preventDefault();
  };
  return (
    <Input
      {...(rangeProps as Partial<InputProps>)}
      id={id}
      name={htmlName || id}
      type={inputType as InputProps['type']}
      dir={LEFT_TO_RIGHT.has(String(inputType)) || valueDirection(schema as JsonSchema) === 'ltr' ? 'ltr' : undefined}
      value={value || value === 0 ? String(value) : ''}
      placeholder={placeholder}
      required={required}
      readOnly={readonly}
      // A field the user may see but not change (spec/access `readOnly`) looks filled, not like an input to type in.
      appearance={readonly ? 'filled-darker' : 'outline'}
      disabled={disabled}
      autoFocus={autofocus}
      onKeyDown={blockKeys}
      onChange={onChangeOverride ?? ((_, data) => onChange(data.value === '' ? options.emptyValue : data.value))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
