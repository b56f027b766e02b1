import { Body1, Card } from '@fluentui/react-components';
import { useT } from '../../lib/i18n.ts';
import { PublicFrame } from './public-frame.tsx';

/** The submission notification (public): shown after the entity submits its registration through its link. */
export default function SubmittedNoticePage() {
  const { t } = useT();
  return (
    <PublicFrame heading={t('foreign_entity.notices.submitted_title')}>
      <Card role="status">
        <Body1 as="p">{t('foreign_entity.link.submitted')}</Body1>
      </Card>
    </PublicFrame>
  );
}
