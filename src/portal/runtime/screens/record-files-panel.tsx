import { Card, CardHeader, makeStyles, MessageBar, MessageBarBody, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import type { I18nKey } from '../../../../generated/i18n-keys.ts';
import type { OperationId } from '../../../../generated/api/operations.ts';
import { uploadAnyFile } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { useAnyOperation } from '../../lib/use-operation.ts';
import { canCall } from './can-call.ts';
import { DocumentUpload } from './document-upload.tsx';
import { FileLinks, type FileValue } from './file-links.tsx';
import { LoadError } from './load-error.tsx';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground3 },
});

export type RecordFilesPanelProps = {
  record: Record<string, unknown>;
  userType?: string;
  /** `GET` of the record's files, with `param=<record id>` in the query. */
  list: OperationId;
  /** Multipart upload of one file onto the record (the text part `param` names it); no control for a user it does not grant. */
  upload: OperationId;
  param: string;
  /** Texts: the card's title, the button, what it accepts, no file yet, `{{name}}` uploaded. */
  texts: { title: I18nKey; upload: I18nKey; hint: I18nKey; empty: I18nKey; uploaded: I18nKey };
};

/**
 * The files of a record on its page: a card with their download links and, for those the upload's
 * rule grants, an upload button (PDF or JPEG; a refusal shows under it, a success as a status line
 * and in the list). Nothing shows to a user who may not list them.
 */
export function RecordFilesPanel({ record, userType, list, upload, param, texts }: RecordFilesPanelProps) {
  const { t } = useT();
  const styles = useStyles();
  const headingId = useId();
  const [uploaded, setUploaded] = useState<string>();
  const allowed = canCall(list, userType);
  const files = useAnyOperation(allowed ? list : undefined, { query: { [param]: Number(record.id) } });
  if (!allowed) return null;
  const rows = (files.data as FileValue[] | undefined) ?? [];
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader header={<Subtitle2 as="h2" id={headingId}>{t(texts.title)}</Subtitle2>} />
      <div className={styles.body}>
        {files.error ? (
          <LoadError error={files.error} onRetry={files.reload} />
        ) : files.loading && !files.data ? (
          <Spinner size="tiny" label={t('common.loading')} />
        ) : rows.length ? (
          <FileLinks files={rows} />
        ) : (
          <Text>{t(texts.empty)}</Text>
        )}
        {canCall(upload, userType) && (
          <>
            <DocumentUpload
              kind={['pdf', 'jpeg']}
              label={t(texts.upload)}
              upload={(file, onProgress) => {
                setUploaded(undefined);
                return uploadAnyFile(upload, file, onProgress, { [param]: String(record.id) }).then((result) => {
                  if (result.ok) setUploaded(file.name);
                  return result;
                });
              }}
              onUploaded={files.reload}
            />
            <Text size={200} className={styles.hint}>{t(texts.hint)}</Text>
          </>
        )}
        {uploaded && (
          <MessageBar intent="success" role="status">
            <MessageBarBody>{t(texts.uploaded, { name: uploaded })}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </Card>
  );
}
