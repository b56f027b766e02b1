import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import type { ListFilter } from '../../lib/screen-descriptors.ts';
import { useT } from '../../lib/i18n.ts';
import { ListFilterField } from './list-filter-field.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

type Props = { filters: ListFilter[]; values: Record<string, string>; userType: string | undefined; onSubmit: (values: Record<string, string>) => void };

/**
 * The list's filters as one search form, applied on Enter or the search button (not per keystroke,
 * which would fire a request per letter). Remount it (`key`) when the address changes the values.
 */
export function ListFilters({ filters, values, userType, onSubmit }: Props) {
  const { t } = useT();
  const styles = useStyles();
  const [draft, setDraft] = useState(values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, value.trim()])));
  };
  return (
    <form role="search" aria-label={t('common.list.filters')} className={styles.form} onSubmit={submit}>
      {filters.map((filter) => (
        <ListFilterField
          key={filter.param}
          filter={filter}
          userType={userType}
          value={draft[filter.param] ?? ''}
          onChange={(value) => setDraft((previous) => ({ ...previous, [filter.param]: value }))}
        />
      ))}
      <Button type="submit" icon={<SearchRegular />}>
        {t('common.actions.search')}
      </Button>
    </form>
  );
}
