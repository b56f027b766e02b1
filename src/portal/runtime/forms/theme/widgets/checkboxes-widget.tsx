import { Checkbox, FieldContextProvider, makeStyles, tokens, useFieldContext_unstable } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { enumOptionsDeselectValue, enumOptionsIsSelected, enumOptionsSelectValue, optionId } from '@rjsf/utils';
import { labelId } from '../templates/field-template.tsx';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  inline: { flexDirection: 'row', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
});

/**
 * Several choices of an enum (an array with `uniqueItems`) as a group of Fluent checkboxes labelled
 * by the field label. Each checkbox keeps its own label: the Field's label, id and `required` are
 * taken out of the context the checkboxes see, while the error still marks each one invalid.
 */
export default function CheckboxesWidget(props: WidgetProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, options, onChange, onBlur, onFocus } = props;
  const { enumOptions = [], enumDisabled, inline } = options;
  const styles = useStyles();
  const field = useFieldContext_unstable();
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const toggle = (index: number, checked: boolean) =>
    onChange(checked ? enumOptionsSelectValue(index, selected, enumOptions) : enumOptionsDeselectValue(index, selected, enumOptions));
  return (
    <div role="group" id={id} aria-labelledby={labelId(id)} className={inline ? `${styles.group} ${styles.inline}` : styles.group}>
      <FieldContextProvider value={field && { ...field, labelId: undefined, labelFor: undefined, generatedControlId: '', required: false }}>
        {enumOptions.map((option, index) => (
          <Checkbox
            key={String(option.value)}
            id={optionId(id, index)}
            name={htmlName || id}
            label={option.label}
            checked={enumOptionsIsSelected(option.value, selected)}
            disabled={disabled || readonly || enumDisabled?.includes(option.value)}
            autoFocus={autofocus && index === 0}
            onChange={(_, data) => toggle(index, data.checked === true)}
            onBlur={() => onBlur(id, selected)}
            onFocus={() => onFocus(id, selected)}
          />
        ))}
      </FieldContextProvider>
    </div>
  );
}
