import { Button, makeStyles, Spinner, Subtitle1, Title2, tokens } from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { DetailScreen as DetailScreenDescriptor } from '../../lib/screen-descriptors.ts';
import { paramsFrom, pathOf } from '../../lib/route-paths.ts';
import { visibleSections } from '../../../shared/access/hidden-fields.ts';
import { useT } from '../../lib/i18n.ts';
import { recordHeading } from '../../lib/record-name.ts';
import { DetailPanels } from './detail-panels.tsx';
import { DetailSection } from './detail-section.tsx';
import { eventsOfActions, eventsOffered } from './event-actions.ts';
import { JourneySteps } from './journey-steps.tsx';
import { LoadError } from './load-error.tsx';
import { ScreenActions } from './screen-actions.tsx';
import { useRecord } from './use-record.ts';
import { WorkflowActions, WorkflowHistory } from '../workflow/workflow-panel.tsx';

const useStyles = makeStyles({
  screen: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  printTitle: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/**
 * A detail screen from its descriptor: the record's heading (its entity's `x-title`, else the page's
 * title and the record's number) and actions (those tied to a workflow
 * event only while the workflow offers it), the workflow's action bar, the sections as cards, the
 * bespoke panels and the history. After a workflow action it goes to `afterTransition`, if set.
 * A print view (`print: true`) keeps the sections and the history, with the browser's Print.
 * The user's id and FT department let the workflow's owner and department guards decide buttons.
 */
export default function DetailScreen({ screen, userType, userId, ftDepartment }: { screen: DetailScreenDescriptor; userType?: string; userId?: number; ftDepartment?: string | null }) {
  const { t, tKey, language } = useT();
  const styles = useStyles();
  const params = useParams();
  const navigate = useNavigate();
  const { result, retry } = useRecord(screen.operation, params);
  const record = result?.ok ? result.data : undefined;
  const events = useMemo(() => (record ? eventsOffered(screen.entity, record, { userType, userId, ftDepartment }) : new Set<string>()), [screen.entity, record, userType, userId, ftDepartment]);
  if (!result) return <Spinner label={t('common.loading')} />;
  if (!result.ok || !record) {
    // A 404 may come without an error body; it is still "not found", and retrying will not help.
    const notFound = result.status === 404;
    return <LoadError error={notFound || result.ok ? { code: 'not_found', message: '' } : result.error} onRetry={notFound ? undefined : retry} />;
  }
  const afterTransition = (changed: Record<string, unknown>) => {
    const next = screen.afterTransition;
    if (!next) return retry();
    void navigate(pathOf(next.route, paramsFrom(next.params, changed)));
  };
  const title = recordHeading(screen.entity, record, tKey(screen.title), t, language);
  return (
    <article className={styles.screen}>
      <div className={styles.header}>
        {screen.print ? (
          <>
            <div className={styles.printTitle}>
              <Subtitle1 as="p">{tKey(screen.title)}</Subtitle1>
              <Title2 as="h1">{title}</Title2>
            </div>
            <Button data-print="hide" appearance="primary" icon={<PrintRegular />} onClick={() => window.print()}>{t('common.actions.print')}</Button>
          </>
        ) : (
          <>
            <Title2 as="h1">{title}</Title2>
            <ScreenActions actions={screen.actions} userType={userType} ftDepartment={ftDepartment} record={record} events={events} />
          </>
        )}
      </div>
      {screen.journey && !screen.print && <JourneySteps journey={screen.journey} />}
      {!screen.print && <WorkflowActions entity={screen.entity} record={record} user={{ userType, userId, ftDepartment }} except={eventsOfActions(screen.actions)} onChanged={afterTransition} />}
      {visibleSections(screen.entity, userType, screen.sections).map((section) => (
        <DetailSection key={section.key} section={section} entity={screen.entity} record={record} />
      ))}
      {screen.panels && !screen.print && <DetailPanels panels={screen.panels} record={record} reload={retry} userType={userType} ftDepartment={ftDepartment} />}
      <WorkflowHistory entity={screen.entity} record={record} />
    </article>
  );
}
