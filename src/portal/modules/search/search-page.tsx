import { Body1, makeStyles, MessageBar, MessageBarBody, Spinner, Title2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useT } from '../../lib/i18n.ts';
import { formatNumber } from '../../../shared/format/locale.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { useOperation } from '../../lib/use-operation.ts';
import { LoadError } from '../../runtime/screens/load-error.tsx';
import { SearchForm } from './search-form.tsx';
import { kindOf, type SearchAnswer, type SearchKind } from './search-kinds.ts';
import { SearchGroupCard } from './search-results.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  // The page's gap spaces the heading and the intro, not their own margins.
  flush: { margin: 0 },
  groups: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))', alignItems: 'start' },
});

/** The address of the search for `q`, of one kind or all. */
const searchHref = (q: string, kind?: SearchKind) => `${pathOf('shell.search')}?${new URLSearchParams({ q, ...(kind ? { kind } : {}) })}`;

/** What a finished search says above its groups: how many hits, or that nothing matched. */
function Summary({ answer }: { answer: SearchAnswer }) {
  const { t, language } = useT();
  const count = answer.groups.reduce((sum, group) => sum + group.results.length, 0);
  if (count === 0) return <MessageBar intent="info"><MessageBarBody>{t('search.empty', { q: answer.q })}</MessageBarBody></MessageBar>;
  const more = answer.groups.some((group) => group.more);
  return <Body1 as="p" role="status">{more ? t('search.summary_more', { q: answer.q }) : t('search.summary', { count, n: formatNumber(count, language), q: answer.q })}</Body1>;
}

/**
 * `search?q=` (the header's search submits here): the records of every kind the caller may list that
 * match a name, number, e-mail or phone (`global-search/`), grouped by kind, each linking to its
 * page; `&kind=` shows all the hits of one kind.
 */
export default function SearchPage() {
  const styles = useStyles();
  const { t, language } = useT();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const kind = kindOf(params.get('kind'));
  const ready = q.length >= 2;
  const { result, reload } = useOperation(ready ? 'globalSearch' : undefined, { query: { q, page_size: kind ? 50 : 5, ...(kind ? { kind } : {}) } }, { key: language });
  const answer = result?.ok ? result.data : undefined;
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <Title2 as="h1" id={headingId} className={styles.flush}>{t('shell.titles.search')}</Title2>
      <Body1 as="p" className={styles.flush}>{t('search.intro')}</Body1>
      <SearchForm key={q} initial={q} onSearch={(term) => setParams(term ? { q: term } : {})} />
      {!q && <Body1 as="p">{t('search.prompt')}</Body1>}
      {q && !ready && <MessageBar intent="warning"><MessageBarBody>{t('search.too_short')}</MessageBarBody></MessageBar>}
      {ready && !result && <Spinner size="tiny" label={t('search.searching')} />}
      {result && !result.ok && <LoadError error={result.error} onRetry={reload} />}
      {answer && <Summary answer={answer} />}
      {kind && <Body1><Link to={searchHref(q)}>{t('search.all_kinds')}</Link></Body1>}
      {answer && answer.groups.length > 0 && (
        <div className={styles.groups}>
          {answer.groups.map((group) => <SearchGroupCard key={group.kind} group={group} moreHref={kind ? undefined : searchHref(q, group.kind)} />)}
        </div>
      )}
    </section>
  );
}
