import { Body1, Button, Card, CardHeader, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, MessageBar, MessageBarBody, Subtitle2, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PanelProps } from '../../../shared/spec-model.ts';
import { viewCodes } from '../../../shared/workflow/view-codes.ts';
import { callOperation } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { canCall } from '../../runtime/screens/can-call.ts';
import { editableNow } from '../../runtime/screens/event-actions.ts';

const useStyles = makeStyles({ body: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM, padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}` } });

/**
 * Deleting a draft transfer from its review page: offered while it is its FT staff's to edit (the
 * workflow's `editable`), after a confirmation; the server refuses a transfer that has moved on (409),
 * which shows here. Deleted, the filer lands on `ft/deleted`.
 */
export default function DeleteDraftPanel({ record, userType, ftDepartment }: PanelProps) {
  const { t } = useT();
  const styles = useStyles();
  const headingId = useId();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState<string>();
  // The server's rule: a draft (the workflow's `drafts` view) no transaction holds, of a user who may edit it now (its FT staff).
  const deletable = viewCodes('fund-transfer', 'drafts').includes(String(record.status)) && !record.transaction;
  if (!deletable || !canCall('deleteFundTransfer', userType) || !editableNow('updateFundTransfer', record, userType, ftDepartment)) return null;
  const remove = async () => {
    const answer = await callOperation('deleteFundTransfer', { params: { id: Number(record.id) } });
    setOpen(false);
    if (answer.ok) navigate(pathOf('fund_transfer.deleted'));
    else setRefused(answer.error.message);
  };
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader header={<Subtitle2 as="h2" id={headingId}>{t('fund_transfer.deleted.panel')}</Subtitle2>} />
      <div className={styles.body}>
        <Body1 as="p">{t('fund_transfer.deleted.hint')}</Body1>
        <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
          <Button icon={<DeleteRegular />} onClick={() => setOpen(true)}>{t('fund_transfer.deleted.button')}</Button>
          <DialogSurface>
            <DialogBody>
              <DialogTitle>{t('fund_transfer.deleted.panel')}</DialogTitle>
              <DialogContent>{t('fund_transfer.deleted.confirm', { receipt: String(record.deposit_receipt ?? '') })}</DialogContent>
              <DialogActions>
                <Button appearance="primary" onClick={() => void remove()}>{t('fund_transfer.deleted.button')}</Button>
                <Button onClick={() => setOpen(false)}>{t('fund_transfer.deleted.cancel')}</Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
        {refused && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{refused}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </Card>
  );
}
