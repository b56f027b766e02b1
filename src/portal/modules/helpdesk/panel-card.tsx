import { Card, CardHeader, makeStyles, MessageBar, MessageBarBody, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import type { I18nKey } from '../../../../generated/i18n-keys.ts';
import type { ApiError } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { LoadError } from '../../runtime/screens/load-error.tsx';

export const usePanelStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, paddingBlock: tokens.spacingVerticalS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** A titled card of the ticket's page: loading, a load error with retry, or its content; a refusal of its last action above the content. */
export function PanelCard({ heading, loading, error, onRetry, refusal, children }: { heading: I18nKey; loading: boolean; error?: ApiError; onRetry: () => void; refusal?: string; children: ReactNode }) {
  const { t } = useT();
  const styles = usePanelStyles();
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader header={<Subtitle2 as="h2" id={headingId}>{t(heading)}</Subtitle2>} />
      <div className={styles.body}>
        {refusal && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{refusal}</MessageBarBody>
          </MessageBar>
        )}
        {error ? <LoadError error={error} onRetry={onRetry} /> : loading ? <Spinner size="tiny" label={t('common.loading')} /> : children}
      </div>
    </Card>
  );
}
