import { makeStyles, Spinner, Title2, tokens } from '@fluentui/react-components';
import { useParams } from 'react-router-dom';
import type { DetailScreen as DetailScreenDescriptor } from '../../../shared/spec-model.ts';
import { useT } from '../../lib/i18n.ts';
import { DetailSection } from './detail-section.tsx';
import { LoadError } from './load-error.tsx';
import { ScreenActions } from './screen-actions.tsx';
import { useRecord } from './use-record.ts';
import { WorkflowActions, WorkflowHistory } from '../workflow/workflow-panel.tsx';

const useStyles = makeStyles({
  screen: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

/** A detail screen from its descriptor: the record's heading, its sections as cards, and actions. */
export default function DetailScreen({ screen, userType }: { screen: DetailScreenDescriptor; userType?: string }) {
  const { t, tKey } = useT();
  const styles = useStyles();
  const params = useParams();
  const { result, retry } = useRecord(screen.operation, params);
  if (!result) return <Spinner label={t('common.loading')} />;
  if (!result.ok) {
    // A 404 may come without an error body; it is still "not found", and retrying will not help.
    const notFound = result.status === 404;
    return <LoadError error={notFound ? { code: 'not_found', message: '' } : result.error} onRetry={notFound ? undefined : retry} />;
  }
  const record = result.data;
  const heading = record[screen.heading];
  return (
    <article className={styles.screen}>
      <div className={styles.header}>
        <Title2 as="h1">{heading === undefined || heading === null || heading === '' ? tKey(screen.title) : String(heading)}</Title2>
        <ScreenActions actions={screen.actions} userType={userType} record={record} />
      </div>
      <WorkflowActions entity={screen.entity} record={record} userType={userType} onChanged={retry} />
      {screen.sections.map((section) => (
        <DetailSection key={section.key} section={section} entity={screen.entity} record={record} />
      ))}
      <WorkflowHistory entity={screen.entity} record={record} />
    </article>
  );
}
