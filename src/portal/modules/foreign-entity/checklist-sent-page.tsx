import { Body1, Card, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router-dom';
import { pathOf } from '../../lib/route-paths.ts';
import { useT } from '../../lib/i18n.ts';
import { RouteButton } from '../../runtime/screens/route-button.tsx';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** `notification_send_checklist`: the checklist was e-mailed to the entity (`?id=&sections=`); back to its file or the list. */
export default function ChecklistSentPage() {
  const { t } = useT();
  const styles = useStyles();
  const [query] = useSearchParams();
  const id = query.get('id');
  const sections = Number(query.get('sections') ?? 0);
  return (
    <section className={styles.page} aria-labelledby="checklist-sent">
      <Title2 as="h1" id="checklist-sent">{t('foreign_entity.notices.checklist_sent_title')}</Title2>
      <Card className={styles.card} role="status">
        <Body1 as="p">{sections > 0 ? t('foreign_entity.notices.checklist_sent_body', { count: sections }) : t('foreign_entity.notices.checklist_nothing')}</Body1>
        <div className={styles.links}>
          {id && /^\d+$/.test(id) && <RouteButton to={pathOf('foreign_entity.detail', { id })} appearance="primary">{t('foreign_entity.actions.open_entity')}</RouteButton>}
          <RouteButton to={pathOf('foreign_entity.list', { status: 'all' })}>{t('foreign_entity.notices.to_list')}</RouteButton>
        </div>
      </Card>
    </section>
  );
}
