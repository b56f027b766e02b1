/** The operation that opens one record of an entity: its scope is who may see the record (told of it, offered its steps). */
import { operations } from '../../../../generated/api/operations.ts';
import type { OperationDescriptor } from '../../../shared/spec-model.ts';

export const readOperationOf = (entity: string): string | undefined =>
  (Object.values(operations) as OperationDescriptor[]).find((o) => o.resource?.entity === entity && o.resource.action === 'get')?.operationId;
