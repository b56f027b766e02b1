import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { OperationId } from '../../../../generated/api/operations.ts';
import { operationPaths } from '../../../../generated/api/operation-paths.ts';
import { operationRoute } from '../../lib/operation-route.ts';
import { useSession } from '../../app/session-context.tsx';
import { useT } from '../../lib/i18n.ts';
import { openWithLinkToken } from '../../lib/open-with-link-token.ts';
import { canCall } from '../../runtime/screens/can-call.ts';

const useStyles = makeStyles({ box: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS } });

// The printed registration form and letter and the transfers the entity received (product spec
// section 7: print-form/{id}/{user_id}, print-letter/{id}/{user_id}, ft/fund_transfers_for_fe/{id}/{user_id}),
// found by their paths so the buttons appear once the spec has them.
const PRINTS = [
  { path: '/print-form/', label: 'foreign_entity.actions.print_form' },
  { path: '/print-letter/', label: 'foreign_entity.actions.print_letter' },
  { path: '/ft/fund_transfers_for_fe/', label: 'foreign_entity.actions.print_fund_transfers' },
] as const;

const operationAt = (prefix: string) =>
  (Object.entries(operationPaths) as [OperationId, string][])
    .map(([operationId, entry]) => ({ operationId, ...operationRoute(entry) }))
    .find((operation) => operation.method === 'get' && operation.path.startsWith(prefix));

/**
 * Print buttons: each opens its PDF with a single-use link token in a new tab, in the portal's
 * language (`lang=`, not the browser's). A print whose operation the spec does not have, or the
 * user may not call, is not offered.
 */
export function PrintLinks({ entity }: { entity: number }) {
  const { t, tKey, language } = useT();
  const styles = useStyles();
  const { user } = useSession();
  const [error, setError] = useState<string>();
  const prints = PRINTS.flatMap((print) => {
    const operation = operationAt(print.path);
    return operation && user && canCall(operation.operationId, user.user_type) && canCall('createLinkToken', user.user_type) ? [{ ...print, operation }] : [];
  });
  if (prints.length === 0 || !user) return null;
  const open = async (operation: { operationId: OperationId; path: string }) => {
    const path = operation.path.replace('{id}', String(entity)).replace('{user_id}', String(user.id));
    const refused = await openWithLinkToken(operation.operationId, path, { lang: language });
    if (refused !== undefined) setError(refused || t('errors.error_occurred'));
  };
  return (
    <div className={styles.box}>
      {prints.map((print) => (
        <Button key={print.path} icon={<PrintRegular />} onClick={() => void open(print.operation)}>{tKey(print.label)}</Button>
      ))}
      {error && <span role="alert">{error}</span>}
    </div>
  );
}
