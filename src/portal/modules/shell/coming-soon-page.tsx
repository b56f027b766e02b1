import { Body1, Card, makeStyles, Title2 } from '@fluentui/react-components';
import { useMatches, useSearchParams } from 'react-router-dom';
import { useT } from '../../lib/i18n.ts';

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: '16px' } });

/** Placeholder page of a menu entry whose module has not landed yet (spec/screens/shell.yaml). */
export default function ComingSoonPage() {
  const styles = useStyles();
  const { t, tKey } = useT();
  const matches = useMatches();
  const [params] = useSearchParams();
  const title = [...matches].reverse().map((m) => (m.handle as { title?: string } | undefined)?.title).find(Boolean);
  const keyword = params.get('keyword');
  return (
    <div className={styles.page}>
      <Title2 as="h1">{title ? tKey(title) : t('shell.coming_soon.heading')}</Title2>
      <Card>
        {keyword && <Body1 as="p">{t('shell.coming_soon.keyword', { keyword })}</Body1>}
        <Body1 as="p">{t('shell.coming_soon.body')}</Body1>
      </Card>
    </div>
  );
}
