import { Body1, Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../lib/i18n.ts';
import { formatNumber } from '../../../shared/format/locale.ts';

const useStyles = makeStyles({
  card: { minWidth: '200px', flexGrow: 1, flexBasis: '220px' },
  link: { color: tokens.colorBrandForegroundLink, ':hover': { color: tokens.colorBrandForegroundLinkHover } },
  total: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightSemibold },
});

/** A dashboard total; `to` is the status-filtered list the total counts. */
export function StatCard({ label, total, to }: { label: string; total: number; to?: string }) {
  const styles = useStyles();
  const { t, language } = useT();
  return (
    <Card className={styles.card}>
      <CardHeader header={<Body1 as="h3" style={{ margin: 0 }}>{label}</Body1>} />
      <Text className={styles.total}>{formatNumber(total, language)}</Text>
      {to && (
        <RouterLink to={to} className={styles.link}>
          {t('shell.cards.view_list', { label })}
        </RouterLink>
      )}
    </Card>
  );
}
