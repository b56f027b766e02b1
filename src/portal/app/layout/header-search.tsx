import { Button, Input, makeStyles, mergeClasses } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../lib/i18n.ts';
import { pathOf } from '../../lib/route-paths.ts';

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'center', gap: '4px', '@media (max-width: 991px)': { display: 'none' } },
  input: { width: '220px' },
  // Below the breakpoint the form gives way to a button that opens the search page.
  narrowOnly: { display: 'none', '@media (max-width: 991px)': { display: 'inline-flex' } },
});

/** The header's keyword search: submits to the search page with `?q=` (global search). */
export function HeaderSearch({ buttonClassName }: { buttonClassName?: string }) {
  const styles = useStyles();
  const { t } = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useState(params.get('q') ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = keyword.trim();
    if (term) navigate(`${pathOf('shell.search')}?q=${encodeURIComponent(term)}`);
  };
  return (
    <>
      <Button
        appearance="transparent"
        className={mergeClasses(styles.narrowOnly, buttonClassName)}
        icon={<SearchRegular />}
        aria-label={t('shell.search.label')}
        onClick={() => navigate(pathOf('shell.search'))}
      />
      <form role="search" className={styles.form} onSubmit={submit} aria-label={t('shell.search.label')}>
        <Input
          className={styles.input}
          type="search"
          name="q"
          value={keyword}
          onChange={(_, data) => setKeyword(data.value)}
          placeholder={t('shell.search.placeholder')}
          aria-label={t('shell.search.label')}
        />
        <Button type="submit" icon={<SearchRegular />} aria-label={t('shell.search.submit')} />
      </form>
    </>
  );
}
