import { describe, expect, it } from 'vitest';
import { operationPaths } from '../../../generated/api/operation-paths.ts';
import { operations, type OperationId } from '../../../generated/api/operations.ts';
import { operationRoute } from '../../../src/portal/lib/operation-route.ts';

// The portal calls operations through the method-and-path table (issue 21 item 2): it must say
// what the whole table of operations says, for every operation.
describe('the table the portal calls operations by', () => {
  it('gives every operation its method and path, and no other', () => {
    expect(Object.keys(operationPaths).sort()).toEqual(Object.keys(operations).sort());
    for (const [id, operation] of Object.entries(operations)) {
      expect(operationRoute(operationPaths[id as OperationId]), id).toEqual({ method: operation.method, path: operation.path });
    }
  });

  it('reads a path with params, and one without a trailing slash, as it is', () => {
    expect(operationRoute('get /flags/{code}/')).toEqual({ method: 'get', path: '/flags/{code}/' });
    expect(operationRoute('get /ping')).toEqual({ method: 'get', path: '/ping' });
  });
});
