import { Button, Caption1, makeStyles } from '@fluentui/react-components';
import { useT } from '../../lib/i18n.ts';
import { formatNumber } from '../../../shared/format/locale.ts';

const useStyles = makeStyles({ pager: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap' } });

/** Previous / next through a feed, with `first – last of total` (product spec section 2, lists). */
export function FeedPager({ page, size, total, onPage }: { page: number; size: number; total: number; onPage: (page: number) => void }) {
  const styles = useStyles();
  const { t, language } = useT();
  if (total === 0) return null;
  const first = (page - 1) * size + 1;
  const last = Math.min(page * size, total);
  return (
    <nav className={styles.pager} aria-label={t('common.list.pagination')}>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.actions.previous')}
      </Button>
      <Caption1>{t('common.list.range', { first: formatNumber(first, language), last: formatNumber(last, language), total: formatNumber(total, language) })}</Caption1>
      <Button size="small" disabled={last >= total} onClick={() => onPage(page + 1)}>
        {t('common.actions.next')}
      </Button>
    </nav>
  );
}
