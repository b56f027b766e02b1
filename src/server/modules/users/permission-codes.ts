/** 400 `invalid_choice` on the field when a request names a permission or menu permission spec/access does not know. */
import { isKnownMenuPermission, isKnownPermission } from '../../../shared/identity/permission-labels.ts';
import { fieldError } from '../../platform/errors.ts';

export function assertKnownCodes(body: { permissions?: unknown; menu_permissions?: unknown }): void {
  const list = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);
  if (list(body.permissions).some((p) => !isKnownPermission(p))) throw fieldError('invalid_choice', 'permissions');
  if (list(body.menu_permissions).some((m) => !isKnownMenuPermission(m))) throw fieldError('invalid_choice', 'menu_permissions');
}
