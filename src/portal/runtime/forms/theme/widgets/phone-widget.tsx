import { FieldContextProvider, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { joinPhone, splitPhone } from '../../../../../shared/validation/rules/phone.ts';
import { DialCodeSelect } from './dial-code-select.tsx';

const useStyles = makeStyles({ row: { display: 'flex', gap: tokens.spacingHorizontalS }, number: { flexGrow: 1, minWidth: '8rem' } });

const DEFAULT_COUNTRY = 'KW';

/**
 * Field type 5, phone: a dial-code select (flag, country, calling code: `dial-code-select.tsx`) and the national number.
 * The value is the calling code plus the national number (`+96551234567`), checked per country
 * by the shared rule. Numbers are written left to right in both languages.
 */
export default function PhoneWidget(props: WidgetProps) {
  const { id, value, required, readonly, disabled, placeholder, onChange, onBlur, onFocus } = props;
  const styles = useStyles();
  const parts = typeof value === 'string' && value ? splitPhone(value) : undefined;
  const [country, setCountry] = useState<string>(parts?.country ?? DEFAULT_COUNTRY);
  const callingCode = getCountryCallingCode(country as CountryCode);
  // The number as typed: a partial number cannot be split back from the joined value.
  const [national, setNational] = useState(parts?.national ?? '');
  const emit = (code: string, number: string) => onChange(joinPhone(code, number) || undefined);
  return (
    // dir, not a `direction` style: Griffel mirrors `direction` on right-to-left pages.
    <div className={styles.row} dir="ltr">
      {/* The field's label, error and required state belong to the number input, not to this select. */}
      <FieldContextProvider value={undefined}>
        <DialCodeSelect
          country={country}
          disabled={Boolean(disabled || readonly)}
          onChange={(picked, code) => {
            setCountry(picked);
            emit(code, national);
          }}
        />
      </FieldContextProvider>
      <Input
        id={id}
        className={styles.number}
        type="tel"
        inputMode="tel"
        value={national}
        placeholder={placeholder}
        required={required}
        readOnly={readonly}
        disabled={disabled}
        onChange={(_, data) => {
          setNational(data.value);
          emit(callingCode, data.value);
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    </div>
  );
}
