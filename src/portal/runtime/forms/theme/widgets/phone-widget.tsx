import { FieldContextProvider, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { joinPhone, splitPhone } from '../../../../../shared/validation/rules/phone.ts';
import { afterPhoneNumbers, loadPhoneNumbers, phoneNumbersLoaded } from '../../phone-numbers.ts';
import { DEFAULT_DIAL_CODE } from './dial-code.ts';
import { DialCodeSelect } from './dial-code-select.tsx';

const useStyles = makeStyles({ row: { display: 'flex', gap: tokens.spacingHorizontalS }, number: { flexGrow: 1, minWidth: '8rem' } });

/**
 * Whether the phone numbers (libphonenumber-js) are there, and a function that fetches them: an
 * empty phone field draws without them (Kuwait's dial code) and fetches them as it takes the focus.
 */
export function usePhoneNumbers(): [boolean, () => void] {
  const [loaded, setLoaded] = useState(phoneNumbersLoaded);
  const fetch = () => {
    if (!loaded) loadPhoneNumbers().then(() => setLoaded(true), () => undefined); // the next focus tries again
  };
  return [loaded, fetch];
}

/**
 * Field type 5, phone: a dial-code select (flag, country, calling code: `dial-code-select.tsx`) and the national number.
 * The value is the calling code plus the national number (`+96551234567`), checked per country
 * by the shared rule. Numbers are written left to right in both languages.
 * A value is there only once the phone numbers are (the form waits for them: `widgets-ready.ts`);
 * what is typed before they come reaches the form when they do, in the order typed, and so does
 * leaving the field, so that the form checks the number with them.
 */
/**
 * Runs `tell` (giving the form a value, or telling it the field was left) at once when the phone
 * numbers are there; else when they come, committed at once, so a submit waiting for them
 * (`use-form-wiring.ts`) goes on with the value.
 */
function whenChecked(tell: () => void): void {
  if (phoneNumbersLoaded()) tell();
  else afterPhoneNumbers(() => flushSync(tell));
}

export default function PhoneWidget(props: WidgetProps) {
  const { id, value, required, readonly, disabled, placeholder, onChange, onBlur, onFocus } = props;
  const styles = useStyles();
  const [loaded, fetchPhoneNumbers] = usePhoneNumbers();
  const parts = typeof value === 'string' && value ? splitPhone(value) : undefined;
  const [country, setCountry] = useState<string>(parts?.country ?? DEFAULT_DIAL_CODE.country);
  // Another country than Kuwait is chosen from the list, which comes with the phone numbers.
  const callingCode = loaded ? getCountryCallingCode(country as CountryCode) : DEFAULT_DIAL_CODE.callingCode;
  // The number as typed: a partial number cannot be split back from the joined value.
  const [national, setNational] = useState(parts?.national ?? '');
  const emit = (code: string, number: string) => whenChecked(() => onChange(joinPhone(code, number) || undefined));
  return (
    // dir, not a `direction` style: Griffel mirrors `direction` on right-to-left pages.
    <div className={styles.row} dir="ltr">
      {/* The field's label, error and required state belong to the number input, not to this select. */}
      <FieldContextProvider value={undefined}>
        <DialCodeSelect
          country={country}
          callingCode={callingCode}
          loaded={loaded}
          onFocus={fetchPhoneNumbers}
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
        onBlur={() => whenChecked(() => onBlur(id, value))}
        onFocus={() => {
          fetchPhoneNumbers();
          onFocus(id, value);
        }}
      />
    </div>
  );
}
