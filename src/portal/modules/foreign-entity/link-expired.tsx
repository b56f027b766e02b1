import { Body1, Card } from '@fluentui/react-components';
import { useT } from '../../lib/i18n.ts';
import { PublicFrame } from '../../runtime/screens/public-frame.tsx';

/** What a used, replaced or expired registration link shows (410 Link Expired). */
export function LinkExpired() {
  const { t } = useT();
  return (
    <PublicFrame heading={t('foreign_entity.link.expired_title')}>
      <Card role="alert">
        <Body1 as="p">{t('foreign_entity.link.expired_body')}</Body1>
      </Card>
    </PublicFrame>
  );
}
