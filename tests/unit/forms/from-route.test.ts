import { describe, expect, it } from 'vitest';
import { entitySchemas } from '../../../generated/entities/schemas.ts';
import { screens } from '../../../generated/screens/foreign-entity.ts';
import type { FormScreen } from '../../../src/portal/lib/screen-descriptors.ts';
import { bodyFromRoute } from '../../../src/portal/runtime/forms/from-route.ts';

const request = screens.find((screen) => screen.name === 'foreign_entity.request_modify') as FormScreen;

describe('form fields taken from the address (fromRoute)', () => {
  it('sends the entity of request_to_modify/{id} as an integer, as the entity schema types it', () => {
    expect(bodyFromRoute(request, entitySchemas['modify-request'], { id: '12' })).toEqual({ foreign_entity: 12 });
  });

  it('keeps text that is not a number as text (the server refuses it) and leaves a missing param out', () => {
    expect(bodyFromRoute(request, entitySchemas['modify-request'], { id: 'x1' })).toEqual({ foreign_entity: 'x1' });
    expect(bodyFromRoute(request, entitySchemas['modify-request'], {})).toEqual({});
    expect(bodyFromRoute({}, entitySchemas['modify-request'], { id: '3' })).toEqual({});
  });
});
