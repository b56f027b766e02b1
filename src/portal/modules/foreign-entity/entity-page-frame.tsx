import { Caption1, makeStyles, Spinner, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { Schema } from '../../../shared/operation-io.ts';
import { useParams } from 'react-router-dom';
import { pathOf } from '../../lib/route-paths.ts';
import { useT } from '../../lib/i18n.ts';
import { useOperation } from '../../lib/use-operation.ts';
import { LoadError } from '../../runtime/screens/load-error.tsx';
import { RouteButton } from '../../runtime/screens/route-button.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  caption: { margin: 0 },
});

/** A foreign entity as the pages about it need it. */
export type EntityRecord = Record<string, unknown> & { id: number; name: string; status: number };

/**
 * An entity of an answer as the pages read it: answers always carry the read-only `id` and
 * `status`, which the spec's schema marks optional (it describes requests too).
 */
export const entityOf = (answer: Schema<'ForeignEntity'>): EntityRecord => answer as EntityRecord;

/**
 * The frame of a page about one entity (`…/{id}/…`): loads it, titles the page with the page's
 * name and the entity's, links back to its file, and renders `children(entity, reload)`.
 */
export function EntityPageFrame({ title, children }: { title: string; children: (entity: EntityRecord, reload: () => void) => ReactNode }) {
  const { t } = useT();
  const styles = useStyles();
  const { id = '' } = useParams();
  const { result, reload } = useOperation('getForeignEntity', { params: { id } });
  if (!result) return <Spinner label={t('common.loading')} />;
  if (!result.ok) return <LoadError error={result.status === 404 ? { code: 'not_found', message: '' } : result.error} />;
  return (
    <article className={styles.page}>
      <div className={styles.header}>
        <div className={styles.heading}>
          <Title2 as="h1">{title}</Title2>
          <Caption1 as="p" className={styles.caption}>{result.data.name}</Caption1>
        </div>
        <RouteButton to={pathOf('foreign_entity.detail', { id })} appearance="secondary">{t('foreign_entity.actions.open_entity')}</RouteButton>
      </div>
      {children(entityOf(result.data), reload)}
    </article>
  );
}
