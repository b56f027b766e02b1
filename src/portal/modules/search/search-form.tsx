import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n.ts';

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  field: { flexGrow: 1, minWidth: '220px', maxWidth: '560px' },
});

/** The search page's own box: the term it was opened with, submitted again as the new address. */
export function SearchForm({ initial, onSearch }: { initial: string; onSearch: (term: string) => void }) {
  const styles = useStyles();
  const { t } = useT();
  const [term, setTerm] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(term.trim());
  };
  return (
    <form role="search" className={styles.form} onSubmit={submit} aria-label={t('shell.search.label')}>
      <Field className={styles.field} label={t('search.field')}>
        <Input type="search" name="q" value={term} onChange={(_, data) => setTerm(data.value)} placeholder={t('search.placeholder')} contentBefore={<SearchRegular />} />
      </Field>
      <Button type="submit" appearance="primary">{t('search.submit')}</Button>
    </form>
  );
}
