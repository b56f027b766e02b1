import { Body1, makeStyles, MessageBar, MessageBarBody, Spinner, Title2, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { useParams } from 'react-router-dom';
import { workflows } from '../../../../generated/workflows/index.ts';
import { useSession } from '../../app/session-context.tsx';
import { useT } from '../../lib/i18n.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { useOperation } from '../../lib/use-operation.ts';
import { canCall } from '../../runtime/screens/can-call.ts';
import { LoadError } from '../../runtime/screens/load-error.tsx';
import { RouteButton } from '../../runtime/screens/route-button.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  ways: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * `ft/submitted/{id}`: where the FT staff lands after submitting a reviewed transfer — which holder it
 * is with now, what comes next, and the ways on (the transfer, another transfer, the requests).
 */
export default function SubmittedPage() {
  const { t, tKey } = useT();
  const styles = useStyles();
  const headingId = useId();
  const { user } = useSession();
  const id = Number(useParams().id);
  const { result, reload } = useOperation(Number.isInteger(id) && id > 0 ? 'getFundTransfer' : undefined, { params: { id } });
  const state = result?.ok ? workflows['fund-transfer']!.definition.states.find((s) => String(s.code) === String(result.data.status)) : undefined;
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <Title2 as="h1" id={headingId}>{t('fund_transfer.titles.submitted')}</Title2>
      {!result && <Spinner label={t('common.loading')} />}
      {result && !result.ok && <LoadError error={result.error} onRetry={reload} />}
      {result?.ok && (
        <>
          <MessageBar intent="success" role="status">
            <MessageBarBody>{t('fund_transfer.submitted.submitted', { receipt: result.data.deposit_receipt, state: state ? tKey(state.label) : '' })}</MessageBarBody>
          </MessageBar>
          <Body1 as="p">{t('fund_transfer.submitted.submitted_next')}</Body1>
          <div className={styles.ways}>
            <RouteButton appearance="primary" to={pathOf('fund_transfer.item', { id })}>{t('fund_transfer.submitted.open')}</RouteButton>
            {canCall('createFundTransfer', user?.user_type) && <RouteButton to={pathOf('fund_transfer.new')}>{t('fund_transfer.submitted.another')}</RouteButton>}
            <RouteButton to={pathOf('fund_transfer.list', { status: 'all' })}>{t('fund_transfer.titles.list')}</RouteButton>
          </div>
        </>
      )}
    </section>
  );
}
