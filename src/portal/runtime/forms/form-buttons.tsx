import { Button, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({ row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, marginBlockStart: '16px' } });

type Props = { submitText: string; submitting: boolean; secondary: string; onSecondary: () => void };

/**
 * The form's buttons when it has two (a step's Next and Back): RJSF draws its children instead of
 * its submit button, so the primary one here submits as that one would.
 */
export function FormButtons({ submitText, submitting, secondary, onSecondary }: Props) {
  const styles = useStyles();
  return (
    <div className={styles.row}>
      <Button type="submit" appearance="primary" disabled={submitting}>
        {submitText}
      </Button>
      <Button type="button" appearance="secondary" onClick={onSecondary}>
        {secondary}
      </Button>
    </div>
  );
}
