import { Button } from '@fluentui/react-components';
import { DocumentPdfRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { OperationId } from '../../../../generated/api/operations.ts';
import { operationPaths } from '../../../../generated/api/operation-paths.ts';
import { operationRoute } from '../../lib/operation-route.ts';
import type { ListScreen } from '../../lib/screen-descriptors.ts';
import { useT } from '../../lib/i18n.ts';
import { openWithLinkToken } from '../../lib/open-with-link-token.ts';
import { canCall } from '../screens/can-call.ts';
import { exportQuery } from './export-query.ts';

/** Rows the PDF export selects: the list's tab, filters and ordering, without paging. */
const filtersOf = (screen: ListScreen, query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(exportQuery(screen, query)).filter(([key]) => !['page', 'page_size', 'limit', 'offset'].includes(key)));

/** The list as a PDF (the screen's `pdfExport` operation), opened in a new tab in the portal's language. */
export function ListPdfButton({ screen, query, userType }: { screen: ListScreen; query: Record<string, string | number>; userType?: string }) {
  const { t, language } = useT();
  const [error, setError] = useState<string>();
  const operationId = screen.pdfExport as OperationId | undefined;
  if (!operationId || !canCall(operationId, userType) || !canCall('createLinkToken', userType)) return null;
  const open = async () => {
    setError(undefined);
    const refused = await openWithLinkToken(operationId, operationRoute(operationPaths[operationId]).path, { ...filtersOf(screen, query), lang: language });
    if (refused !== undefined) setError(refused || t('shell.export.failed'));
  };
  return (
    <>
      <Button icon={<DocumentPdfRegular />} onClick={() => void open()}>{t('shell.export.pdf')}</Button>
      {error && <span role="alert">{error}</span>}
    </>
  );
}
