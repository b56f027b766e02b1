import type { OperationId } from '../../../generated/api/operations.ts';
import { callOperation } from './api-client.ts';

/**
 * Opens a GET operation's file (a print, a PDF export) in a new tab with a single-use link token
 * (`POST link-token/`), never the session token, as the product spec's print links do. The tab is
 * opened before the token is asked for, so the browser does not block it as a pop-up. Resolves
 * to the error message when the token is refused.
 */
export async function openWithLinkToken(operationId: OperationId, path: string, query: Record<string, string | number>): Promise<string | undefined> {
  const tab = window.open('', '_blank');
  const token = await callOperation('createLinkToken', { body: { operation: operationId } });
  if (!token.ok) {
    tab?.close();
    return token.error.message;
  }
  const search = new URLSearchParams(Object.entries({ ...query, auth_token: token.data.auth_token }).map(([key, value]) => [key, String(value)]));
  const url = `/api/v1${path}?${search}`;
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  return undefined;
}
