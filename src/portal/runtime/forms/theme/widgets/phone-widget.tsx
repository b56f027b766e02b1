import { FieldContextProvider, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialCodes, joinPhone, splitPhone } from '../../../../../shared/validation/rules/phone.ts';

const useStyles = makeStyles({ row: { display: 'flex', gap: tokens.spacingHorizontalS, direction: 'ltr' }, code: { minWidth: '9rem' } });

/** The flag emoji of a two-letter country code. */
const flagOf = (country: string) => String.fromCodePoint(...[...country].map((c) => 0x1f1a5 + c.charCodeAt(0)));

const DEFAULT_COUNTRY = 'KW';

/**
 * Field type 5, phone: a dial-code select (flag, country, calling code) and the national number.
 * The value is the calling code plus the national number (`+96551234567`), checked per country
 * by the shared rule. Numbers are written left to right in both languages.
 */
export default function PhoneWidget(props: WidgetProps) {
  const { id, value, required, readonly, disabled, placeholder, onChange, onBlur, onFocus } = props;
  const { t } = useTranslation();
  const styles = useStyles();
  const codes = useMemo(() => dialCodes(), []);
  const parts = typeof value === 'string' && value ? splitPhone(value) : undefined;
  const [country, setCountry] = useState<string>(parts?.country ?? DEFAULT_COUNTRY);
  const callingCode = codes.find((c) => c.country === country)?.callingCode ?? parts?.callingCode ?? '965';
  // The number as typed: a partial number cannot be split back from the joined value.
  const [national, setNational] = useState(parts?.national ?? '');
  const emit = (code: string, number: string) => onChange(joinPhone(code, number) || undefined);
  return (
    <div className={styles.row}>
      {/* The field's label, error and required state belong to the number input, not to this select. */}
      <FieldContextProvider value={undefined}>
        <Select
          className={styles.code}
          aria-label={t('forms.widgets.dial_code')}
          value={country}
          disabled={disabled || readonly}
          onChange={(_, data) => {
            setCountry(data.value);
            emit(codes.find((c) => c.country === data.value)?.callingCode ?? '', national);
          }}
        >
          {codes.map((code) => (
            <option key={code.country} value={code.country}>{`${flagOf(code.country)} ${code.country} +${code.callingCode}`}</option>
          ))}
        </Select>
      </FieldContextProvider>
      <Input
        id={id}
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
