import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircle16Filled, Circle16Regular } from '@fluentui/react-icons';
import { passwordChecks, type PasswordCheck } from '../../../shared/identity/password-rule.ts';
import { useT } from '../../lib/i18n.ts';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '4px' },
  item: { display: 'flex', alignItems: 'center', gap: '6px' },
  met: { color: tokens.colorPaletteGreenForeground1 },
});

/** The rules beside a new-password field, each ticked as the typed password meets it (the auth pages and the `password` widget). */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const styles = useStyles();
  const { t, tKey } = useT();
  return (
    <div id={id} aria-live="polite">
      <Caption1 as="p">{t('auth.rules.heading')}</Caption1>
      <ul className={styles.list}>
        {(Object.keys(passwordChecks) as PasswordCheck[]).map((name) => {
          const met = password.length > 0 && passwordChecks[name](password);
          return (
            <li key={name} className={`${styles.item} ${met ? styles.met : ''}`} data-met={met}>
              {met ? <CheckmarkCircle16Filled aria-hidden /> : <Circle16Regular aria-hidden />}
              <Caption1>{tKey(`auth.rules.${name}`)}</Caption1>
            </li>
          );
        })}
      </ul>
      <Caption1 as="p">{t('auth.rules.advice')}</Caption1>
    </div>
  );
}
