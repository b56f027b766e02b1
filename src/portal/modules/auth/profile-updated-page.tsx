import { useT } from '../../lib/i18n.ts';
import { UpdatedNotice } from './updated-notice.tsx';

/** profile/profile-updated-notification: the profile was changed. */
export default function ProfileUpdatedPage() {
  const { t } = useT();
  return <UpdatedNotice message={t('auth.updated.profile')} />;
}
