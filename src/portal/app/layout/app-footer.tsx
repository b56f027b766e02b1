import { Caption1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../lib/i18n.ts';
import { logFailure, useOperation } from '../../lib/use-operation.ts';
import { formatNumber } from '../../../shared/format/locale.ts';
import { SocialIcon } from './social-icon.tsx';

/** The first year of the copyright line (product spec section 2). */
export const COPYRIGHT_FROM = 2015;

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '12px',
    padding: '12px 24px',
    borderTopWidth: '1px',
    borderTopStyle: 'solid',
    borderTopColor: tokens.colorNeutralStroke2,
    backgroundColor: tokens.colorNeutralBackground1,
    '@media (max-width: 991px)': { justifyContent: 'center', textAlign: 'center' },
  },
  social: { display: 'flex', gap: '8px', listStyle: 'none', margin: 0, padding: 0 },
});

/** Footer: copyright from 2015 to this year and the social icons of social-links/. */
export function AppFooter() {
  const styles = useStyles();
  const { t, tKey, language } = useT();
  // Asked with the page (app/lazy-route.tsx): drawn in the first render when it has come by then.
  const { data } = useOperation('listSocialLinks', { query: { ordering: 'order' } }, { onAnswer: logFailure('social-links/'), landed: true });
  const links = data?.results ?? [];
  const year = (n: number) => formatNumber(n, language, { useGrouping: false });
  return (
    <footer className={styles.footer}>
      <Caption1>{t('shell.footer.copyright', { from: year(COPYRIGHT_FROM), to: year(new Date().getFullYear()) })}</Caption1>
      {links.length > 0 && (
        <ul className={styles.social} aria-label={t('shell.footer.social')}>
          {links.map((link) => {
            const network = tKey(`lookups.networks.${link.network}`);
            return (
              <li key={link.id}>
                <Link href={link.url} target="_blank" rel="noopener noreferrer" aria-label={t('shell.footer.social_link', { network })} title={network}>
                  <SocialIcon network={link.network} />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </footer>
  );
}
