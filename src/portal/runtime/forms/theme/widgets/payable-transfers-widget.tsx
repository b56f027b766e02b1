import { Checkbox, FieldContextProvider, makeStyles, Spinner, Text, tokens, useFieldContext_unstable } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { optionId } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { entitySchemas } from '../../../../../../generated/entities/schemas.ts';
import { formatValue } from '../../../../../shared/format/format-value.ts';
import type { JsonSchema } from '../../../../../shared/spec-model.ts';
import { callOperation } from '../../../../lib/api-client.ts';
import { useT } from '../../../../lib/i18n.ts';
import { LoadError } from '../../../screens/load-error.tsx';
import { labelId } from '../templates/field-template.tsx';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  count: { color: tokens.colorNeutralForeground2 },
});

type Transfer = { id: number; deposit_receipt: string; amount: number; foreign_entity_name?: string; country?: string; status: string; transaction?: number; transaction_no?: string };
type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; transfers: Transfer[] };

const transferSchema = entitySchemas['fund-transfer'] as unknown as JsonSchema;
const propertyOf = (field: string) => transferSchema.properties?.[field];

/**
 * The transfers a fund transaction pays for (`confirm_ids`): the caller's transfers the ministry has
 * authorised (`ft/fund-transfer/?status=payable`), a checkbox each naming its deposit receipt,
 * foreign entity, country, amount and state in the page's language. One another transaction holds is
 * shown but cannot be ticked; past the schema's `maxItems` the others wait, and the count says so.
 */
export default function PayableTransfersWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, schema, onChange, onBlur } = props;
  const { t, tKey, language } = useT();
  const styles = useStyles();
  const field = useFieldContext_unstable();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    void callOperation('listFundTransfers', { query: { status: 'payable', page_size: 9999 } }).then((result) => {
      if (current) setLoaded(result.ok ? { status: 'ready', transfers: result.data.results as Transfer[] } : { status: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = () => {
    setLoaded({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  const chosen: number[] = Array.isArray(value) ? value.map(Number) : [];
  const limit = Number(schema.maxItems ?? 10);
  if (loaded.status === 'loading') return <Spinner size="tiny" label={t('common.loading')} />;
  if (loaded.status === 'failed') return <LoadError error={{ code: 'server_error', message: '' }} onRetry={retry} />;
  const context = (field: string) => ({ language, translate: tKey, schema: propertyOf(field) });
  const labelOf = (transfer: Transfer) =>
    [
      transfer.deposit_receipt,
      transfer.foreign_entity_name,
      transfer.country ? formatValue(transfer.country, 'text', context('country')) : undefined,
      `${formatValue(transfer.amount, 'number', context('amount'))} ${t('forms.widgets.payable_transfers.currency')}`,
      formatValue(transfer.status, 'enum', context('status')),
      transfer.transaction_no ? t('forms.widgets.payable_transfers.held', { number: transfer.transaction_no }) : undefined,
    ]
      .filter(Boolean)
      .join(' — ');
  const toggle = (transfer: Transfer, checked: boolean) => onChange(checked ? [...chosen, transfer.id] : chosen.filter((one) => one !== transfer.id));
  return (
    <div role="group" id={id} aria-labelledby={labelId(id)} className={styles.group}>
      {loaded.transfers.length === 0 && <Text>{t('forms.widgets.payable_transfers.none')}</Text>}
      <FieldContextProvider value={field && { ...field, labelId: undefined, labelFor: undefined, generatedControlId: '', required: false }}>
        {loaded.transfers.map((transfer, index) => {
          const checked = chosen.includes(transfer.id);
          const held = transfer.transaction !== undefined && transfer.transaction !== null;
          return (
            <Checkbox
              key={transfer.id}
              id={optionId(id, index)}
              label={labelOf(transfer)}
              checked={checked}
              disabled={disabled || readonly || (held && !checked) || (!checked && chosen.length >= limit)}
              onChange={(_, data) => toggle(transfer, data.checked === true)}
              onBlur={() => onBlur(id, chosen)}
            />
          );
        })}
      </FieldContextProvider>
      <Text size={200} className={styles.count} aria-live="polite">
        {t('forms.widgets.payable_transfers.selected', { count: chosen.length, limit })}
      </Text>
    </div>
  );
}
