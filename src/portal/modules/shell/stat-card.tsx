import { Body1, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CardHeader } from '../../lib/card-header.tsx';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../lib/i18n.ts';
import { formatNumber } from '../../../shared/format/locale.ts';

const useStyles = makeStyles({
  card: { minWidth: '200px', flexGrow: 1, flexBasis: '220px' },
  link: { color: tokens.colorBrandForegroundLink, ':hover': { color: tokens.colorBrandForegroundLinkHover } },
  total: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightSemibold },
  // The number's line while it loads: the same height, a grey bar where the digits will be.
  pending: { display: 'flex', alignItems: 'center', height: tokens.lineHeightHero800 },
  bar: { display: 'block', width: '48px', height: '24px', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
});

/** A dashboard total (`undefined` while it loads: its line keeps its height); `to` is the status-filtered list the total counts. */
export function StatCard({ label, total, to }: { label: string; total: number | undefined; to?: string }) {
  const styles = useStyles();
  const { t, language } = useT();
  return (
    <Card className={styles.card}>
      <CardHeader header={<Body1 as="h3" style={{ margin: 0 }}>{label}</Body1>} />
      {total === undefined ? (
        <span className={styles.pending} aria-hidden="true">
          <span className={styles.bar} />
        </span>
      ) : (
        <Text className={styles.total}>{formatNumber(total, language)}</Text>
      )}
      {to && (
        <RouterLink to={to} className={styles.link}>
          {t('shell.cards.view_list', { label })}
        </RouterLink>
      )}
    </Card>
  );
}
