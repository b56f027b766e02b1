import { Body1Strong, Caption1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { LanguageToggle } from '../../runtime/screens/language-toggle.tsx';
import { useT } from '../../lib/i18n.ts';
import { MinistryEmblem } from './ministry-emblem.tsx';

const useStyles = makeStyles({
  page: { display: 'grid', placeItems: 'center', minHeight: '100vh', padding: '16px' },
  // Fluent's Card look (background, corner, shadow) without Card itself: Card brings tabster's
  // focus groups (about 11 kB gzip) that a card holding a form does not use, on the login page
  // whose script budget is 170 kB (issue 19).
  card: {
    width: 'min(440px, 100%)',
    padding: '24px',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
  top: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '8px', paddingBlockEnd: '12px', borderBlockEndWidth: tokens.strokeWidthThin, borderBlockEndStyle: 'solid', borderBlockEndColor: tokens.colorNeutralStroke2 },
  // The ministry's identity above the form: its emblem area, the State and the ministry's name.
  identity: { display: 'flex', alignItems: 'center', gap: '12px' },
  names: { display: 'flex', flexDirection: 'column', gap: '2px' },
});

/** The centred card of the guest pages (login, forgot password, reset, reactivation): the ministry's emblem and name, then the page. */
export function GuestCard({ heading, children }: { heading: string; children: ReactNode }) {
  const styles = useStyles();
  const { t } = useT();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.top}>
          <div className={styles.identity}>
            <MinistryEmblem size={56} />
            <div className={styles.names}>
              <Caption1>{t('common.state_name')}</Caption1>
              <Body1Strong>{t('common.ministry_name')}</Body1Strong>
            </div>
          </div>
          <LanguageToggle appearance="outline" />
        </div>
        <Title2 as="h1">{heading}</Title2>
        {children}
      </div>
    </main>
  );
}
