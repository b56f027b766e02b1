import { Button, Card, CardHeader, Checkbox, Dropdown, Field, Label, makeStyles, MessageBar, MessageBarBody, Option, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { workflows } from '../../../../generated/workflows/index.ts';
import type { PanelProps } from '../../../shared/spec-model.ts';
import { callOperation } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { useOperation } from '../../lib/use-operation.ts';
import { canCall } from '../../runtime/screens/can-call.ts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM, padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}` },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, width: '100%' },
  sectors: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', width: '100%' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** A closed transfer (a final state of spec/workflows/fund-transfer.yaml) is filed no more; the server answers 409. */
const definition = workflows['fund-transfer']!.definition;
const closed = (status: unknown) => definition.states.some((s) => s.final && String(s.code) === String(status));

/**
 * The ministry files a transfer under an aid domain and its sectors (`update-domain-and-sectors/`),
 * picked by name from `ft/sectors/`. Shown to those the rules let, while the transfer is not closed;
 * a refusal shows under the fields, a success as a status line and in the section above (reloaded).
 */
export default function ClassificationPanel({ record, userType, reload }: PanelProps) {
  const { t } = useT();
  const styles = useStyles();
  const headingId = useId();
  const sectorsId = useId();
  const allowed = canCall('updateFundTransferDomainAndSectors', userType) && !closed(record.status);
  const { data: choices } = useOperation(allowed ? 'listFundTransferSectors' : undefined);
  const [domain, setDomain] = useState<string | undefined>(record.domain as string | undefined);
  const [sectors, setSectors] = useState<string[]>((record.sectors as string[] | undefined) ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  if (!allowed || !Array.isArray(choices?.domains) || !Array.isArray(choices?.sectors)) return null;
  const save = async () => {
    setSaved(false);
    const answer = await callOperation('updateFundTransferDomainAndSectors', { params: { id: Number(record.id) }, body: { data: { domain, sectors } } });
    if (!answer.ok) return setErrors(answer.error.fields ?? { domain: answer.error.message });
    setErrors({});
    setSaved(true);
    reload();
  };
  const domainName = choices.domains.find((d) => d.value === domain)?.label ?? '';
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader header={<Subtitle2 as="h2" id={headingId}>{t('fund_transfer.classification.title')}</Subtitle2>} />
      <div className={styles.body}>
        <Field label={t('fund_transfer.fields.domain')} required validationMessage={errors.domain} validationState={errors.domain ? 'error' : 'none'}>
          <Dropdown value={domainName} selectedOptions={domain ? [domain] : []} onOptionSelect={(_, data) => setDomain(data.optionValue)}>
            {choices.domains.map((choice) => (
              <Option key={choice.value} value={choice.value}>{choice.label}</Option>
            ))}
          </Dropdown>
        </Field>
        {/* Not a Field: a Field gives its one id to every checkbox inside it. */}
        <div className={styles.group} role="group" aria-labelledby={sectorsId}>
          <Label id={sectorsId}>{t('fund_transfer.fields.sectors')}</Label>
          <div className={styles.sectors}>
            {choices.sectors.map((choice) => (
              <Checkbox
                key={choice.value}
                label={choice.label}
                checked={sectors.includes(choice.value)}
                onChange={(_, data) => setSectors((now) => (data.checked ? [...now, choice.value] : now.filter((s) => s !== choice.value)))}
              />
            ))}
          </div>
          {errors.sectors && <Text className={styles.error} role="alert">{errors.sectors}</Text>}
        </div>
        <Button appearance="primary" onClick={() => void save()}>{t('fund_transfer.classification.save')}</Button>
        {saved && (
          <MessageBar intent="success" role="status">
            <MessageBarBody>{t('fund_transfer.classification.saved')}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </Card>
  );
}
