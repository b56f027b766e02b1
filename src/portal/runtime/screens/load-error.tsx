import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import type { ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { RefusalPage } from './refusal-page.tsx';

/**
 * The translated message of a failed call (`errors.<code>`), with a retry button when retrying can
 * help; a refusal (403 `forbidden`) is the page's "You do not have access", the session kept.
 */
export function LoadError({ error, onRetry }: { error: ApiError; onRetry?: () => void }) {
  const { t, tKey } = useT();
  if (error.code === 'forbidden') return <RefusalPage kind="no_access" />;
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{tKey(`errors.${error.code}`, { defaultValue: t('errors.error_occurred') })}</MessageBarBody>
      {onRetry && (
        <MessageBarActions>
          <Button onClick={onRetry}>{t('common.actions.retry')}</Button>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}
