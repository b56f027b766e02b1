import { Body1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { LockClosedRegular, DocumentQuestionMarkRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { useT } from '../../lib/i18n.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { RouteButton } from './route-button.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM, paddingBlock: tokens.spacingVerticalXL },
  icon: { fontSize: '48px', color: tokens.colorNeutralForeground3 },
});

/**
 * What a page says instead of itself, inside the portal's frame: the user may not open it (a 403 to
 * its read: the session stays), or no page has that address. Either way, a way home.
 */
export function RefusalPage({ kind }: { kind: 'no_access' | 'not_found' }) {
  const { t } = useT();
  const styles = useStyles();
  const headingId = useId();
  const Icon = kind === 'no_access' ? LockClosedRegular : DocumentQuestionMarkRegular;
  return (
    <section className={styles.page} aria-labelledby={headingId} role={kind === 'no_access' ? 'alert' : undefined}>
      <Icon className={styles.icon} aria-hidden />
      <Title2 as="h1" id={headingId}>{t(kind === 'no_access' ? 'common.no_access.title' : 'common.not_found.title')}</Title2>
      <Body1 as="p">{t(kind === 'no_access' ? 'common.no_access.body' : 'common.not_found.body')}</Body1>
      <RouteButton appearance="primary" to={pathOf('shell.overview')}>{t('common.actions.home')}</RouteButton>
    </section>
  );
}
