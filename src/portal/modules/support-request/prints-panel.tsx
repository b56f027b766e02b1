import { Button, Card, CardHeader, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { DocumentPdfRegular, PrintRegular } from '@fluentui/react-icons';
import { useId, useState, type ReactElement } from 'react';
import type { I18nKey } from '../../../../generated/i18n-keys.ts';
import type { OperationId } from '../../../../generated/api/operations.ts';
import type { PanelProps } from '../../../shared/spec-model.ts';
import { useT } from '../../lib/i18n.ts';
import { openWithLinkToken } from '../../lib/open-with-link-token.ts';
import { canCall } from '../../runtime/screens/can-call.ts';

const useStyles = makeStyles({ box: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}` } });

type Print = { operation: OperationId; label: I18nKey; icon: ReactElement; path: (id: number) => string };

// spec/api/support-request.yaml: the request's fields, and everything its page shows (donations, comments, history).
const PRINTS: Print[] = [
  { operation: 'printSupportRequest', label: 'support_request.print.item', icon: <PrintRegular />, path: (id) => `/support/request/${id}/print` },
  { operation: 'printSupportRequestDetailed', label: 'support_request.print.detailed', icon: <DocumentPdfRegular />, path: (id) => `/support/request/${id}/detailed_print` },
];

/**
 * A support request's prints on its page: each a PDF opened in a new tab with a single-use link token,
 * in the portal's language; a refusal shows beside the buttons.
 */
export default function PrintsPanel({ record, userType }: PanelProps) {
  const { t, tKey, language } = useT();
  const styles = useStyles();
  const headingId = useId();
  const [refused, setRefused] = useState<string>();
  const id = Number(record.id);
  const prints = PRINTS.filter((print) => canCall(print.operation, userType) && canCall('createLinkToken', userType));
  if (prints.length === 0) return null;
  const open = async (print: Print) => {
    const error = await openWithLinkToken(print.operation, print.path(id), { lang: language });
    setRefused(error === undefined ? undefined : error || t('errors.error_occurred'));
  };
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader header={<Subtitle2 as="h2" id={headingId}>{t('support_request.print.panel')}</Subtitle2>} />
      <div className={styles.box}>
        {prints.map((print) => (
          <Button key={print.operation} icon={print.icon} onClick={() => void open(print)}>{tKey(print.label)}</Button>
        ))}
        {refused && <span role="alert">{refused}</span>}
      </div>
    </Card>
  );
}
