import { Field } from '@fluentui/react-components';
import type { FieldProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { checkDateRange, yesterday, type DateRange } from '../../../../../shared/validation/rules/date-range.ts';
import { ruleOf } from '../../../../../shared/validation/schema-rules.ts';
import { useT } from '../../../../lib/i18n.ts';
import { DateInput } from '../../../dates/date-input.tsx';
import { FieldLegend } from './field-legend.tsx';
import { onLeave, useFieldsetStyles } from './fieldset-styles.ts';

/**
 * A date range (`x-rule: dateRange`): start and end (`yyyy-mm-dd`, the portal's date picker), both required, the start no
 * earlier than the rule's `min` (default yesterday) and the end not before the start. The value is
 * `{ start, end }`, absent while both are empty. The end at fault is marked invalid.
 */
export default function DateRangeField({ fieldPathId, formData, onChange, onBlur, required, disabled, readonly, uiSchema, name, schema, rawErrors }: FieldProps<DateRange>) {
  const { t } = useT();
  const styles = useFieldsetStyles();
  const id = fieldPathId.$id;
  const ruleMin = ruleOf(schema).options.min;
  const min = typeof ruleMin === 'string' ? ruleMin : yesterday();
  const invalid = (rawErrors?.length ?? 0) > 0;
  const fault = invalid ? (checkDateRange(formData, { min })?.field ?? 'start') : undefined;
  const emit = (next: DateRange) => onChange(next.start || next.end ? next : undefined, fieldPathId.path);
  const end = (part: 'start' | 'end', label: string, value: string | undefined, first: string) => (
    <Field className={styles.cell} required label={label} validationState={fault === part ? 'error' : 'none'}>
      <DateInput
        id={`${id}_${part}`}
        min={first}
        value={value}
        readOnly={readonly}
        disabled={disabled}
        aria-describedby={invalid ? errorId(id) : undefined}
        onChange={(day) => emit({ ...formData, [part]: day })}
      />
    </Field>
  );
  return (
    <fieldset id={id} className={styles.fieldset} onBlur={onLeave(() => onBlur(id, formData))}>
      <FieldLegend id={`${id}__legend`} title={String(uiSchema?.['ui:title'] ?? name)} required={required} />
      <div className={styles.row}>
        {end('start', t('forms.widgets.range_start'), formData?.start, min)}
        {end('end', t('forms.widgets.range_end'), formData?.end, formData?.start && formData.start > min ? formData.start : min)}
      </div>
    </fieldset>
  );
}
