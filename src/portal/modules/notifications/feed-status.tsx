import { Body1, Card, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useT } from '../../lib/i18n.ts';

/** What a feed shows besides its items: that it failed (and how to say so), is loading, or is empty. */
export function FeedStatus({ failed, loading, empty, failedText, emptyText }: { failed: boolean; loading: boolean; empty: boolean; failedText: string; emptyText: string }) {
  const { t } = useT();
  return (
    <>
      {failed && (
        <MessageBar intent="error">
          <MessageBarBody>{failedText}</MessageBarBody>
        </MessageBar>
      )}
      {loading && <Spinner size="small" label={t('common.loading')} />}
      {empty && (
        <Card>
          <Body1>{emptyText}</Body1>
        </Card>
      )}
    </>
  );
}
