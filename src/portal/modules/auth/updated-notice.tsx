import { Button, MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { pathOf } from '../../lib/route-paths.ts';
import { useT } from '../../lib/i18n.ts';

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '560px' }, actions: { display: 'flex', gap: '8px' } });

/** A success notice with the way back to the profile and to the overview. */
export function UpdatedNotice({ message }: { message: string }) {
  const styles = useStyles();
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <MessageBar intent="success" role="status">
        <MessageBarBody>{message}</MessageBarBody>
      </MessageBar>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => navigate(pathOf('auth.profile'))}>{t('auth.updated.back')}</Button>
        <Button onClick={() => navigate(pathOf('shell.overview'))}>{t('auth.updated.home')}</Button>
      </div>
    </div>
  );
}
