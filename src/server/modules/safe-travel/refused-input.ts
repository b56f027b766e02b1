/** 400 `invalid_request` with one message per field (a filing's place that is not of its country). */
import { ApiError, type MessageRef } from '../../platform/errors.ts';

export class RefusedInput extends ApiError {
  constructor(fields: Record<string, MessageRef>) {
    super(400, 'invalid_request', fields);
  }
}
