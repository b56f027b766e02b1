import { Checkbox, FieldContextProvider, makeStyles, tokens, useFieldContext_unstable } from '@fluentui/react-components';
import { optionId } from '@rjsf/utils';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXXS },
});

export type CodeOption = { code: string; label: string };

/**
 * Checkboxes for codes of a list (permissions, menu permissions), each with its translated label.
 * Like `checkboxes-widget.tsx`, the Field's label and id are taken out of the context they see.
 */
export function CodeCheckboxes(props: { id: string; options: CodeOption[]; isChecked: (code: string) => boolean; onToggle: (code: string, checked: boolean) => void; disabled?: boolean; onBlur?: () => void }) {
  const { id, options, isChecked, onToggle, disabled, onBlur } = props;
  const styles = useStyles();
  const field = useFieldContext_unstable();
  return (
    <div className={styles.grid}>
      <FieldContextProvider value={field && { ...field, labelId: undefined, labelFor: undefined, generatedControlId: '', required: false }}>
        {options.map((option, index) => (
          <Checkbox
            key={option.code}
            id={optionId(id, index)}
            label={option.label}
            checked={isChecked(option.code)}
            disabled={disabled}
            onChange={(_, data) => onToggle(option.code, data.checked === true)}
            onBlur={onBlur}
          />
        ))}
      </FieldContextProvider>
    </div>
  );
}
