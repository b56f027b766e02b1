import { Body1, makeStyles, MessageBar, MessageBarBody, Spinner, Title2, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useSession } from '../../app/session-context.tsx';
import { useT } from '../../lib/i18n.ts';
import { useOperation } from '../../lib/use-operation.ts';
import { LoadError } from '../../runtime/screens/load-error.tsx';
import { DuplicateDecision, type DuplicateAction } from './duplicate-decision.tsx';
import { DuplicateGroup } from './duplicate-group.tsx';
import { entityOf, type EntityRecord } from './entity-page-frame.tsx';

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

type Open = { action: DuplicateAction; entity: EntityRecord; group: EntityRecord[] };

const DONE = { archive: 'foreign_entity.duplicates.archived', merge: 'foreign_entity.duplicates.merged', delete: 'foreign_entity.duplicates.deleted' } as const;

/**
 * `foreign_entity/corrupted/{status}`: entities needing merge or fixing — groups of entities
 * sharing the six identifying values (duplicated-fes/). The ministry archives a duplicate; the
 * super admin merges one into another (its history and files move) or deletes it. Each needs a comment.
 */
export default function CorruptedPage() {
  const { t } = useT();
  const styles = useStyles();
  const { user } = useSession();
  const { result, reload } = useOperation('listDuplicatedFes', { query: { page: 1, page_size: 9999 } });
  const [open, setOpen] = useState<Open>();
  const [done, setDone] = useState<DuplicateAction>();
  return (
    <section className={styles.page} aria-labelledby="corrupted-heading">
      <Title2 as="h1" id="corrupted-heading">{t('foreign_entity.titles.corrupted')}</Title2>
      <Body1 as="p">{t('foreign_entity.duplicates.intro')}</Body1>
      {done && <MessageBar intent="success" role="status"><MessageBarBody>{t(DONE[done])}</MessageBarBody></MessageBar>}
      {!result && <Spinner label={t('common.loading')} />}
      {result && !result.ok && <LoadError error={result.error} onRetry={reload} />}
      {result?.ok && result.data.results.length === 0 && <Body1 as="p">{t('foreign_entity.duplicates.none')}</Body1>}
      {result?.ok &&
        result.data.results.map((group, index) => {
          const entities = group.entities.map(entityOf);
          return <DuplicateGroup key={group.key} index={index} entities={entities} userType={user?.user_type} onDecide={(action, entity) => (setDone(undefined), setOpen({ action, entity, group: entities }))} />;
        })}
      {open && (
        <DuplicateDecision
          {...open}
          onClose={() => setOpen(undefined)}
          onDone={(action) => {
            setOpen(undefined);
            setDone(action);
            reload();
          }}
        />
      )}
    </section>
  );
}
