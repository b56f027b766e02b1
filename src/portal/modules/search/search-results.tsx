import { Body1, Caption1, Card, CardHeader, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { components } from '../../../../generated/api/types.ts';
import { useT } from '../../lib/i18n.ts';
import { kindLabels } from './search-kinds.ts';

type Group = components['schemas']['SearchGroup'];
type Hit = components['schemas']['SearchHit'];

const useStyles = makeStyles({
  hits: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  hit: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS },
  name: { fontWeight: tokens.fontWeightSemibold },
  number: { color: tokens.colorNeutralForeground3 },
});

/** One hit: its name linking to its page (or plain when the caller may not open it), and its number. */
function SearchHit({ hit, kindLabel }: { hit: Hit; kindLabel: string }) {
  const styles = useStyles();
  const { t } = useT();
  // A record without a name of its own (a transfer to no entity yet) is called by its number, else by its kind.
  const name = <bdi className={styles.name}>{hit.name || hit.number || kindLabel}</bdi>;
  return (
    <li className={styles.hit}>
      {hit.path ? <Link to={hit.path}>{name}</Link> : <span title={t('search.no_page')}>{name}</span>}
      {hit.number && hit.name && <Caption1 className={styles.number}><bdi dir="ltr">{hit.number}</bdi></Caption1>}
    </li>
  );
}

/** A kind's hits under its heading, with a link to all of that kind's when there are more. */
export function SearchGroupCard({ group, moreHref }: { group: Group; moreHref?: string }) {
  const styles = useStyles();
  const { t } = useT();
  const headingId = useId();
  const kindLabel = t(kindLabels[group.kind]);
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader header={<Subtitle2 as="h2" id={headingId}>{kindLabel}</Subtitle2>} />
      <ul className={styles.hits}>
        {group.results.map((hit) => <SearchHit key={hit.id} hit={hit} kindLabel={kindLabel} />)}
      </ul>
      {group.more && moreHref && (
        <Body1>
          <Link to={moreHref}>{t('search.more', { kind: kindLabel })}</Link>
        </Body1>
      )}
    </Card>
  );
}
