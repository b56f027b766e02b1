/**
 * A refused edit of a notification (PUT and PATCH) says what product spec section 8 says: a wrong input found on
 * the record as it would be stored is 400 'Please check inputs before perform edit action' with the fields'
 * messages; an edit the notification's state does not allow (the ministry decided, or the caller's user type edits
 * nothing in it) is 403 'Please contact with the IT staff'. Both still answer the generic codes (`invalid_request`,
 * `forbidden`), so a client reading codes is not surprised.
 */
import { ApiError, type MessageRef } from '../../platform/errors.ts';
import type { Handler } from '../../platform/handler.ts';
import type { Schema } from '../../../shared/operation-io.ts';

type SafeTravel = Schema<'SafeTravel'>;
import { stateEditHandler } from '../../platform/workflow/edit-in-state.ts';

/** 400 of an edit: the section-8 message over the fields' own. */
export class EditRefused extends ApiError {
  constructor(fields: Record<string, MessageRef>) {
    super(400, 'invalid_request', fields);
  }

  override get messageKey(): string {
    return 'safe_travel.errors.check_inputs';
  }
}

/** 403 of an edit the state does not allow. */
export class EditNotAllowed extends ApiError {
  constructor() {
    super(403, 'forbidden');
  }

  override get messageKey(): string {
    return 'safe_travel.errors.contact_it';
  }
}

/** The workflow's edit (`x-state-edit`: the `editable` fields of the state), its refusals in section 8's words. */
export function editHandler<K extends 'updateSafeTravel' | 'patchSafeTravel'>(operationId: K): Handler<K> {
  const edit = stateEditHandler('safe-travel', operationId);
  const handler: Handler<'updateSafeTravel'> = async (request) => {
    try {
      // The generic edit answers the entity's record, the operation's answer.
      return (await edit(request)) as SafeTravel;
    } catch (error) {
      if (error instanceof ApiError && !(error instanceof EditRefused) && error.statusCode === 400) throw new EditRefused(error.fields ?? {});
      if (error instanceof ApiError && error.statusCode === 403 && error.code === 'forbidden') throw new EditNotAllowed();
      throw error;
    }
  };
  return handler as unknown as Handler<K>;
}
