import { Body1, Card, CardHeader, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import type { PanelProps } from '../../../shared/spec-model.ts';
import { useT } from '../../lib/i18n.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { DynamicValues } from '../../runtime/forms/dynamic-values.tsx';
import { canCall } from '../../runtime/screens/can-call.ts';
import { editableNow } from '../../runtime/screens/event-actions.ts';
import { LoadError } from '../../runtime/screens/load-error.tsx';
import { RouteButton } from '../../runtime/screens/route-button.tsx';
import { useSupportForm } from './use-support-form.ts';

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}` } });

/**
 * The answers of the request's dynamic form on its preview, read only, and, while the filer may still edit the
 * request, the way to change them (`support-request/form/{id}`). Shown to those the API lets read the request's
 * values; a refusal (404) hides the panel.
 */
export default function FormValuesPanel({ record, userType, ftDepartment }: PanelProps) {
  const { t } = useT();
  const styles = useStyles();
  const headingId = useId();
  const id = Number(record.id);
  const enabled = canCall('listSupportFormValues', userType);
  const { data, error, status } = useSupportForm(id, enabled);
  if (!enabled || status === 404 || status === 403) return null;
  const mayEdit = canCall('updateSupportFormValues', userType) && editableNow('updateSupportRequest', record, userType, ftDepartment);
  const answered = data ? Object.values(data.values).some((value) => value !== undefined && value !== null && value !== '') : false;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader
        header={<Subtitle2 as="h2" id={headingId}>{t('support_request.form.title')}</Subtitle2>}
        action={mayEdit ? <RouteButton to={pathOf('support_request.form', { id })} icon={<EditRegular />}>{t('support_request.actions.edit_form')}</RouteButton> : undefined}
      />
      <div className={styles.body}>
        {!data && !error && <Spinner size="small" label={t('common.loading')} />}
        {error && <LoadError error={error} />}
        {data && !answered && <Body1 as="p">{t('support_request.form.not_filled')}</Body1>}
        {data && answered && <DynamicValues tabs={data.tabs} fields={data.fields} values={data.values} />}
      </div>
    </Card>
  );
}
