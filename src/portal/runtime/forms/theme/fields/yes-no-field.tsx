import { Field, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import type { FieldProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { isBlank } from '../../../../../shared/validation/rules/rule.ts';
import type { YesNoValue } from '../../../../../shared/validation/rules/choices.ts';
import { useT } from '../../../../lib/i18n.ts';
import { FieldLegend } from './field-legend.tsx';
import { onLeave, useFieldsetStyles } from './fieldset-styles.ts';

/**
 * A yes/no question whose yes needs remarks (`x-rule: yesNo`): 'It is mandatory to select Yes or No',
 * and the remarks box appears, required, once yes is chosen. The value is `{ answer, remarks }`;
 * choosing no drops the remarks. A `ui:field`, so it draws its own legend; the error is under it.
 */
export default function YesNoField({ fieldPathId, formData, onChange, onBlur, required, disabled, readonly, uiSchema, name, rawErrors }: FieldProps<YesNoValue>) {
  const { t } = useT();
  const styles = useFieldsetStyles();
  const id = fieldPathId.$id;
  const answer = formData?.answer || undefined;
  const invalid = (rawErrors?.length ?? 0) > 0;
  const emit = (next: YesNoValue) => onChange(next, fieldPathId.path);
  const legendId = `${id}__legend`;
  return (
    <fieldset id={id} className={styles.fieldset} onBlur={onLeave(() => onBlur(id, formData))}>
      <FieldLegend id={legendId} title={String(uiSchema?.['ui:title'] ?? name)} required={required} />
      <RadioGroup
        id={`${id}_answer`}
        layout="horizontal"
        aria-labelledby={legendId}
        aria-invalid={(invalid && !answer) || undefined}
        aria-describedby={invalid ? errorId(id) : undefined}
        required={required}
        disabled={disabled || readonly}
        value={answer ?? ''}
        onChange={(_, data) => emit(data.value === 'yes' ? { answer: 'yes', remarks: formData?.remarks ?? '' } : { answer: 'no' })}
      >
        <Radio value="yes" label={t('common.yes')} />
        <Radio value="no" label={t('common.no')} />
      </RadioGroup>
      {answer === 'yes' && (
        <Field required label={t('forms.widgets.yes_no_remarks')} validationState={invalid && isBlank(formData?.remarks) ? 'error' : 'none'}>
          <Textarea
            id={`${id}_remarks`}
            value={formData?.remarks ?? ''}
            readOnly={readonly}
            disabled={disabled}
            aria-describedby={invalid ? errorId(id) : undefined}
            onChange={(_, data) => emit({ answer: 'yes', remarks: data.value })}
          />
        </Field>
      )}
    </fieldset>
  );
}
