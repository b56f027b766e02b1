import { Caption1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { LanguageToggle } from './language-toggle.tsx';
import { useT } from '../../lib/i18n.ts';

const useStyles = makeStyles({
  page: { maxInlineSize: '60rem', marginInline: 'auto', padding: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, boxSizing: 'border-box' },
  top: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  caption: { margin: 0 },
});

/** The frame of the pages a foreign entity opens without an account: heading, ministry name, language switch. */
export function PublicFrame({ heading, children }: { heading: string; children: ReactNode }) {
  const { t } = useT();
  const styles = useStyles();
  return (
    <main className={styles.page}>
      <div className={styles.top}>
        <div className={styles.heading}>
          <Title2 as="h1">{heading}</Title2>
          <Caption1 as="p" className={styles.caption}>{t('common.ministry_name')}</Caption1>
        </div>
        <LanguageToggle appearance="outline" />
      </div>
      {children}
    </main>
  );
}
