import { Caption1, Card, makeStyles, MessageBar, MessageBarBody, Spinner, Title2, tokens } from '@fluentui/react-components';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { ValueItem } from '../../../shared/dynamic-forms/index.ts';
import type { Schema } from '../../../shared/operation-io.ts';
import { useSession } from '../../app/session-context.tsx';
import { callOperation } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { useOperation } from '../../lib/use-operation.ts';
import DynamicForm from '../../runtime/forms/dynamic-form.tsx';
import { DynamicValues } from '../../runtime/forms/dynamic-values.tsx';
import { canCall } from '../../runtime/screens/can-call.ts';
import { editableNow } from '../../runtime/screens/event-actions.ts';
import { LoadError } from '../../runtime/screens/load-error.tsx';
import { RouteButton } from '../../runtime/screens/route-button.tsx';
import { useSupportForm } from './use-support-form.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxInlineSize: '64rem' },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  caption: { margin: 0 },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * `support-request/form/{id}`: the request's own dynamic form (form `support_request`, whose tabs and fields the
 * ministry keeps in support/form-tabs/ and form-fields/), on the forms runtime as the foreign entity's
 * registration form. Its filer fills it while the workflow lets it edit the request, saved through
 * `PUT support/form-values/list-update/` with the server's messages under the fields; others, and the filer
 * once the request is decided, read the answers. Opened by the new request's form with `?filed=<number>`:
 * saving then ends the filing at the submission notification.
 */
export default function RequestFormPage() {
  const { t } = useT();
  const styles = useStyles();
  const navigate = useNavigate();
  const { id: idParam = '' } = useParams();
  const [query] = useSearchParams();
  const filed = query.get('filed');
  const id = Number(idParam);
  const userType = useSession().user?.user_type;
  const request = useOperation('getSupportRequest', { params: { id } }).result;
  const form = useSupportForm(id, true);
  if (!request || (!form.data && !form.error)) return <Spinner label={t('common.loading')} />;
  if (!request.ok) return <LoadError error={request.status === 404 ? { code: 'not_found', message: '' } : request.error} />;
  if (form.error) return <LoadError error={form.error} />;
  const record = request.data as Record<string, unknown>;
  const name = String(record.project_name ?? '');
  const mayEdit = canCall('updateSupportFormValues', userType) && editableNow('updateSupportRequest', record, userType);
  const save = (values: ValueItem[]) =>
    // Each field type's stored value and extra (`toStored`); the spec's `extra` is an open object.
    callOperation('updateSupportFormValues', { body: { support_request: id, values: values as Schema<'SupportFormValues'>['values'] } });
  const saved = () => {
    if (filed) void navigate(`${pathOf('support_request.submitted')}?id=${id}`, { replace: true });
  };
  return (
    <article className={styles.page}>
      <div className={styles.header}>
        <div className={styles.heading}>
          <Title2 as="h1">{t('support_request.titles.form')}</Title2>
          <Caption1 as="p" className={styles.caption}><bdi>{name}</bdi></Caption1>
        </div>
        <RouteButton to={pathOf('support_request.item', { id })} appearance="secondary">{t('support_request.actions.preview')}</RouteButton>
      </div>
      {mayEdit && (
        <MessageBar intent="info">
          <MessageBarBody>{filed ? t('support_request.form.filing', { number: filed }) : t('support_request.form.editing', { name })}</MessageBarBody>
        </MessageBar>
      )}
      <Card className={styles.card}>
        {form.data && mayEdit && <DynamicForm form="support_request" given={form.data} save={save} onSaved={saved} />}
        {form.data && !mayEdit && <DynamicValues tabs={form.data.tabs} fields={form.data.fields} values={form.data.values} />}
      </Card>
    </article>
  );
}
