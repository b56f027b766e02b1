import { Card, CardHeader, Divider, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import type { PanelProps } from '../../../shared/spec-model.ts';
import { useT } from '../../lib/i18n.ts';
import { canCall } from '../../runtime/screens/can-call.ts';
import type { FileValue } from '../../runtime/screens/file-links.tsx';
import { offersEvent } from './entity-state.ts';
import { FormLinkTools } from './form-link-tools.tsx';
import { FundTransferToggle } from './fund-transfer-toggle.tsx';
import { LogoTools } from './logo-tools.tsx';
import { PrintLinks } from './print-links.tsx';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  part: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

function Part({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const id = useId();
  return (
    <section className={styles.part} aria-labelledby={id}>
      <Subtitle2 as="h3" id={id}>{title}</Subtitle2>
      {children}
    </section>
  );
}

/**
 * The tools on an entity's file, each shown to those the API lets use it: the registration link
 * and login (the ministry), fund transfers allowed or stopped, the logo (the ministry and the
 * entity) and the printed form and letter.
 */
export default function MinistryToolsPanel({ record, reload, userType }: PanelProps) {
  const { t } = useT();
  const styles = useStyles();
  const headingId = useId();
  const id = Number(record.id);
  const parts = [
    (canCall('generateFormUrl', userType) || canCall('resendLogin', userType)) && (
      <Part key="links" title={t('foreign_entity.tools.links')}>
        <FormLinkTools entity={id} filling={offersEvent(record, 'fe', 'submit')} userType={userType} />
      </Part>
    ),
    canCall('updateAllowedForFundTransfer', userType) && (
      <Part key="transfers" title={t('foreign_entity.tools.transfers')}>
        <FundTransferToggle entity={id} allowed={record.allowed_for_fund_transfer === true} onChanged={reload} />
      </Part>
    ),
    canCall('updateForeignEntityLogo', userType) && (
      <Part key="logo" title={t('foreign_entity.fields.logo')}>
        <LogoTools entity={id} logo={(record.logo ?? []) as FileValue[]} onChanged={reload} />
      </Part>
    ),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader header={<Subtitle2 as="h2" id={headingId}>{t('foreign_entity.tools.title')}</Subtitle2>} action={<PrintLinks entity={id} />} />
      <div className={styles.body}>
        {parts.flatMap((part, index) => (index ? [<Divider key={`divider-${index}`} />, part] : [part]))}
      </div>
    </Card>
  );
}
