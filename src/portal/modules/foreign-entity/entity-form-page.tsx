import { Body1, Button, Card, CardHeader, makeStyles, MessageBar, MessageBarBody, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDateTime } from '../../../shared/format/format-date.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { callOperation, uploadFile } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import DynamicForm from '../../runtime/forms/dynamic-form.tsx';
import { missingCount } from './checklist-model.ts';
import { ChecklistView } from './checklist-view.tsx';
import { EntityContactForm } from './entity-contact-form.tsx';
import { LinkExpired } from './link-expired.tsx';
import { PublicFrame } from '../../runtime/screens/public-frame.tsx';
import { REGISTRATION_FORM } from './use-registration-form.ts';
import { useEntityForm } from './use-entity-form.ts';

const useStyles = makeStyles({ card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/**
 * `entity_form/{uid}/{form_uid}` (public): the foreign entity fills its registration through the
 * link the ministry sent, without an account — its contact data, the registration form, the
 * checklist PDFs (with progress) — and submits. A used, replaced or expired link shows Link Expired.
 */
export default function EntityFormPage() {
  const { t, language } = useT();
  const styles = useStyles();
  const navigate = useNavigate();
  const { uid = '', form_uid = '' } = useParams();
  const params = { uid, form_uid };
  const { data, status, refresh } = useEntityForm(params);
  const [submitError, setSubmitError] = useState<string>();
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  if (status === 410 || expired) return <LinkExpired />;
  if (status) return <PublicFrame heading={t('common.not_found.title')}><Body1 as="p">{t('common.not_found.body')}</Body1></PublicFrame>;
  if (!data) return <Spinner style={{ marginBlock: 64 }} label={t('common.loading')} />;
  const registration = data.checklist.types.find((type) => type.checklist_type === 0);
  const submit = async () => {
    setBusy(true);
    const result = await callOperation('submitEntityForm', { params });
    setBusy(false);
    if (result.ok) return void navigate(pathOf('foreign_entity.submitted'), { replace: true });
    if (result.status === 410) return setExpired(true);
    setSubmitError(result.error.fields?.checklist ?? (result.error.message || t('errors.error_occurred')));
  };
  return (
    <PublicFrame heading={t('foreign_entity.titles.entity_form')}>
      <MessageBar intent="info">
        <MessageBarBody>
          {t('foreign_entity.link.intro', { name: data.entity.name ?? '' })} {t('foreign_entity.link.expires', { date: formatDateTime(data.expiresAt, language) })}
        </MessageBarBody>
      </MessageBar>
      <Card className={styles.card}>
        {/* The form's section heads it (the section title of spec/screens). */}
        <EntityContactForm link={params} initial={data.entity} />
      </Card>
      <Card className={styles.card}>
        <CardHeader header={<Subtitle2 as="h2">{t('foreign_entity.print.values_title')}</Subtitle2>} />
        <DynamicForm form={REGISTRATION_FORM} given={data.form} save={(values) => callOperation('saveEntityForm', { params, body: { values } })} />
      </Card>
      {registration && (
        <Card className={styles.card}>
          <CardHeader header={<Subtitle2 as="h2">{t('foreign_entity.checklist.title')}</Subtitle2>} />
          <ChecklistView
            type={registration}
            // The link gives no session, so the documents cannot be downloaded from here.
            downloads={false}
            upload={(section, file, onProgress) => uploadFile('uploadEntityFormFile', file, onProgress, { section: String(section) }, params)}
            onChanged={refresh}
          />
        </Card>
      )}
      <Card className={styles.card}>
        <Body1 as="p">{t('foreign_entity.link.submit_hint')}</Body1>
        {submitError && <MessageBar intent="error" role="alert"><MessageBarBody>{submitError}</MessageBarBody></MessageBar>}
        <div>
          <Button appearance="primary" disabled={busy || (registration ? missingCount(registration) > 0 : false)} onClick={() => void submit()}>
            {t('foreign_entity.actions.submit_form')}
          </Button>
        </div>
      </Card>
    </PublicFrame>
  );
}
