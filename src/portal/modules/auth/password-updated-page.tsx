import { useT } from '../../lib/i18n.ts';
import { UpdatedNotice } from './updated-notice.tsx';

/** profile/change-password/profile-password-updated: the password was changed. */
export default function PasswordUpdatedPage() {
  const { t } = useT();
  return <UpdatedNotice message={t('auth.updated.password')} />;
}
