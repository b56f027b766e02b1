import { Body1, Title2 } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { useT } from '../lib/i18n.ts';
import { pathOf } from '../lib/route-paths.ts';

/** Shown for any path no route matches. */
export function NotFoundPage() {
  const { t } = useT();
  return (
    <main style={{ padding: 32 }}>
      <Title2 as="h1">{t('common.not_found.title')}</Title2>
      <Body1 as="p">{t('common.not_found.body')}</Body1>
      <Link to={pathOf('shell.overview')}>{t('common.actions.home')}</Link>
    </main>
  );
}
