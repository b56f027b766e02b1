import { Caption1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { LanguageToggle } from '../../runtime/screens/language-toggle.tsx';
import { useT } from '../../lib/i18n.ts';

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
  top: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '8px' },
});

/** The centred card of the guest pages (login, forgot password, reset, reactivation). */
export function GuestCard({ heading, children }: { heading: string; children: ReactNode }) {
  const styles = useStyles();
  const { t } = useT();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.top}>
          <Title2 as="h1">{heading}</Title2>
          <LanguageToggle appearance="outline" />
        </div>
        <Caption1>{t('common.ministry_name')}</Caption1>
        {children}
      </div>
    </main>
  );
}
