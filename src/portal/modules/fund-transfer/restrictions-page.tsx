import { Body1, Button, Field, makeStyles, MessageBar, MessageBarBody, Spinner, Title2, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useSession } from '../../app/session-context.tsx';
import { callOperation } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { useOperation } from '../../lib/use-operation.ts';
import { LookupCombobox, lookupName } from '../../runtime/forms/lookups/lookup-combobox.tsx';
import { useLookupOptions } from '../../runtime/forms/lookups/use-lookup-options.ts';
import { RecordList } from '../../runtime/lists/record-list.tsx';
import { LoadError } from '../../runtime/screens/load-error.tsx';
import { RouteButton } from '../../runtime/screens/route-button.tsx';
import { canCall } from '../../runtime/screens/can-call.ts';
import { formatDateTime } from '../../../shared/format/format-date.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  head: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM },
  add: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
});

/**
 * Who may change the list, as the server decides it (ft/restricted-countries/ POST): the general
 * account supervisor (an FT user of that department) or the ministry's administrator. Others read it.
 */
const mayChange = (user: { user_type: string; ft_department?: string | null } | undefined) =>
  !!user && canCall('setRestrictedCountries', user.user_type) && (user.user_type === 'mofa_admin' || user.ft_department === 'GeneralAccountSupervisor');

/**
 * `ft/restrictions/{status}`: the restricted countries (a transfer to one reaches the ministry held
 * under restricted_countries), who put each there and when; the general account supervisor adds and
 * removes countries, each change saved at once and written to the history (its own page).
 */
export default function RestrictionsPage() {
  const { t, language } = useT();
  const styles = useStyles();
  const { user } = useSession();
  const { result, reload } = useOperation('listRestrictedCountries');
  const countries = useLookupOptions('countries', undefined, false);
  const [chosen, setChosen] = useState<string>();
  const [message, setMessage] = useState<{ intent: 'success' | 'error'; text: string }>();
  const nameOf = (code: string) => {
    const option = countries.options.find((o) => String(o.value) === code);
    return option ? lookupName(option, language) : code;
  };
  const listed = result?.ok ? result.data.results : [];
  const save = async (codes: string[], done: string) => {
    setMessage(undefined);
    const answer = await callOperation('setRestrictedCountries', { body: { countries: codes } });
    setMessage(answer.ok ? { intent: 'success', text: done } : { intent: 'error', text: answer.error.fields?.countries ?? answer.error.message });
    if (answer.ok) {
      setChosen(undefined);
      reload();
    }
  };
  const editable = mayChange(user ?? undefined);
  return (
    <section className={styles.page} aria-labelledby="restrictions-heading">
      <div className={styles.head}>
        <Title2 as="h1" id="restrictions-heading">{t('fund_transfer.restricted.countries')}</Title2>
        <RouteButton to={pathOf('fund_transfer.restrictions_history', { status: 'all' })}>{t('fund_transfer.restricted.history')}</RouteButton>
      </div>
      <Body1 as="p">{t('fund_transfer.restricted.intro')}</Body1>
      {message && <MessageBar intent={message.intent} role={message.intent === 'error' ? 'alert' : 'status'}><MessageBarBody>{message.text}</MessageBarBody></MessageBar>}
      {editable && (
        <div className={styles.add}>
          <Field label={t('fund_transfer.restricted.add_label')}>
            <LookupCombobox
              lookup={countries}
              value={chosen}
              onPick={(option) => setChosen(option === undefined ? undefined : String(option.value))}
              leaveOut={(option) => listed.some((row) => row.country === String(option.value))}
            />
          </Field>
          <Button appearance="primary" disabled={!chosen} onClick={() => void save([...listed.map((row) => row.country), chosen!], t('fund_transfer.restricted.added', { country: nameOf(chosen!) }))}>
            {t('fund_transfer.restricted.add')}
          </Button>
        </div>
      )}
      {!result && <Spinner label={t('common.loading')} />}
      {result && !result.ok && <LoadError error={result.error} onRetry={reload} />}
      {result?.ok && listed.length === 0 && <Body1 as="p">{t('fund_transfer.restricted.none')}</Body1>}
      {result?.ok && listed.length > 0 && (
        <RecordList
          rows={listed}
          rowKey={(row) => row.country}
          labelledBy="restrictions-heading"
          columns={[
            { key: 'country', label: t('fund_transfer.fields.country'), value: (row) => nameOf(row.country) },
            { key: 'added_by', label: t('fund_transfer.restricted.added_by'), value: (row) => row.added_by_name ?? '' },
            { key: 'added', label: t('fund_transfer.restricted.added_on'), value: (row) => formatDateTime(row.added, language) },
          ]}
          actionsLabel={t('fund_transfer.restricted.actions')}
          actions={
            editable
              ? (row, size) => (
                  <Button size={size} onClick={() => void save(listed.map((one) => one.country).filter((code) => code !== row.country), t('fund_transfer.restricted.removed', { country: nameOf(row.country) }))}>
                    {t('fund_transfer.restricted.remove', { country: nameOf(row.country) })}
                  </Button>
                )
              : undefined
          }
        />
      )}
    </section>
  );
}
