import { Input, makeStyles, tokens } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { PasswordRules } from '../../password-rules.tsx';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalL },
  input: { flex: '1 1 14rem', minWidth: 0 },
  rules: { flex: '1 1 14rem' },
});

/**
 * A new password with the rules beside it (12 to 16 characters, lower and upper case, a digit, one
 * of @$!%*?&), each ticked as it is met; `x-rule: password` gives 'Please check the rules beside'.
 */
export default function PasswordWidget(props: WidgetProps) {
  const { id, htmlName, value, required, readonly, disabled, autofocus, onChange, onBlur, onFocus } = props;
  const styles = useStyles();
  const text = typeof value === 'string' ? value : '';
  const rulesId = `${id}__rules`;
  return (
    <div className={styles.row}>
      <Input
        className={styles.input}
        id={id}
        name={htmlName || id}
        type="password"
        autoComplete="new-password"
        value={text}
        required={required}
        readOnly={readonly}
        disabled={disabled}
        autoFocus={autofocus}
        aria-describedby={rulesId}
        onChange={(_, data) => onChange(data.value || undefined)}
        onBlur={(event) => onBlur(id, event.target.value || undefined)}
        onFocus={(event) => onFocus(id, event.target.value || undefined)}
      />
      <div className={styles.rules}>
        <PasswordRules id={rulesId} password={text} />
      </div>
    </div>
  );
}
