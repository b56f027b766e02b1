import { Navigate } from 'react-router-dom';
import { boundEntities } from '../../../shared/identity/permission-names.ts';
import { pathOf } from '../../lib/route-paths.ts';
import { useSession } from '../../app/session-context.tsx';
import { NotFoundPage } from '../../app/not-found-page.tsx';

/** `foreign_entity_view`: a foreign-entity user's own file (the entity of its `foreign_entity_{n}` permission). */
export default function OwnEntityPage() {
  const { user } = useSession();
  const own = boundEntities(user?.permissions ?? [], 'foreign_entity')[0];
  if (own === undefined) return <NotFoundPage />;
  return <Navigate to={pathOf('foreign_entity.detail', { id: String(own) })} replace />;
}
