import { FieldContextProvider, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCKED_AMOUNT_KEYS, CURRENCY_CODES, joinCurrency, splitCurrency } from '../../../../../shared/validation/rules/currency.ts';

const useStyles = makeStyles({ row: { display: 'flex', gap: tokens.spacingHorizontalS }, code: { minWidth: '6rem' } });

/**
 * Field type 9, currency: a currency code and an amount, stored joined by a slash (`KWD/125.500`).
 * The amount input refuses `e`, `+` and `-`; decimals per currency are the shared rule's.
 */
export default function CurrencyWidget(props: WidgetProps) {
  const { id, value, required, readonly, disabled, placeholder, onChange, onBlur, onFocus } = props;
  const { t } = useTranslation();
  const styles = useStyles();
  const parts = typeof value === 'string' && value ? splitCurrency(value) : { code: '', amount: '' };
  const [code, setCode] = useState(parts.code || CURRENCY_CODES[0]!);
  const emit = (nextCode: string, amount: string) => onChange(amount === '' ? undefined : joinCurrency(nextCode, amount));
  const block = (event: KeyboardEvent<HTMLInputElement>) => {
    if (BLOCKED_AMOUNT_KEYS.includes(event.key)) event.preventDefault();
  };
  return (
    // dir, not a `direction` style: Griffel mirrors `direction` on right-to-left pages.
    <div className={styles.row} dir="ltr">
      {/* The field's label, error and required state belong to the number input, not to this select. */}
      <FieldContextProvider value={undefined}>
        <Select
          className={styles.code}
          aria-label={t('forms.widgets.currency_code')}
          value={code}
          disabled={disabled || readonly}
          onChange={(_, data) => {
            setCode(data.value);
            if (parts.amount !== '') emit(data.value, parts.amount);
          }}
        >
          {CURRENCY_CODES.map((c) => <option key={c} value={c}>{c}</option>)}
        </Select>
      </FieldContextProvider>
      <Input
        id={id}
        inputMode="decimal"
        value={parts.amount}
        placeholder={placeholder}
        required={required}
        readOnly={readonly}
        disabled={disabled}
        onKeyDown={block}
        onChange={(_, data) => emit(code, data.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
    </div>
  );
}
