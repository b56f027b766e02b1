import { Button, Card, CardHeader, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import type { I18nKey } from '../../../../generated/i18n-keys.ts';
import type { OperationId } from '../../../../generated/api/operations.ts';
import { useT } from '../../lib/i18n.ts';
import { openWithLinkToken } from '../../lib/open-with-link-token.ts';
import { canCall } from './can-call.ts';

const useStyles = makeStyles({ box: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}` } });

/** One print of a record: the GET operation serving the PDF, its button, and the API path (and query) for the record. */
export type RecordPrint = {
  operation: OperationId;
  label: I18nKey;
  icon: ReactElement;
  path: (id: number) => string;
  query?: (id: number) => Record<string, string>;
};

export type PrintsCardProps = {
  /** Locale key of the card's heading. */
  headingKey: I18nKey;
  /** The record's id. */
  id: number;
  userType: string | undefined;
  /** The prints the record offers now (a module drops those its state does not reach); those the user's rules refuse are left out. */
  prints: RecordPrint[];
  /** Before the print buttons: a module's own ways to print (a print view of the page). */
  children?: ReactNode;
};

/**
 * A record's prints on its page (a detail screen's panel): each a PDF opened in a new tab with a
 * single-use link token, in the portal's language; a refusal shows beside the buttons. Nothing when
 * the user may open none and the module adds nothing.
 */
export function PrintsCard({ headingKey, id, userType, prints, children }: PrintsCardProps) {
  const { t, tKey, language } = useT();
  const styles = useStyles();
  const headingId = useId();
  const [refused, setRefused] = useState<string>();
  const allowed = prints.filter((print) => canCall(print.operation, userType) && canCall('createLinkToken', userType));
  if (allowed.length === 0 && !children) return null;
  const open = async (print: RecordPrint) => {
    const error = await openWithLinkToken(print.operation, print.path(id), { ...print.query?.(id), lang: language });
    setRefused(error === undefined ? undefined : error || t('errors.error_occurred'));
  };
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader header={<Subtitle2 as="h2" id={headingId}>{tKey(headingKey)}</Subtitle2>} />
      <div className={styles.box}>
        {children}
        {allowed.map((print) => (
          <Button key={print.operation} icon={print.icon} onClick={() => void open(print)}>{tKey(print.label)}</Button>
        ))}
        {refused && <span role="alert">{refused}</span>}
      </div>
    </Card>
  );
}
