import { describe, expect, it } from 'vitest';
import { readOnlyFieldsFor, withReadOnly } from '../../../src/portal/runtime/forms/read-only-fields.ts';

describe('read-only fields of a form', () => {
  it('are those of the operation rule for the signed-in user type (spec/access readOnly)', () => {
    expect(readOnlyFieldsFor('patchForeignEntity', 'dm')).toEqual(expect.arrayContaining(['name', 'email', 'country']));
    expect(readOnlyFieldsFor('patchForeignEntity', 'dm')).not.toContain('person_name');
    expect(readOnlyFieldsFor('patchForeignEntity', 'mofa_staff')).toEqual([]);
    expect(readOnlyFieldsFor('patchForeignEntity', undefined)).toEqual([]);
  });

  it('become ui:readonly on the fields the form shows, keeping their other options', () => {
    const ui = { 'ui:order': ['name', 'opinion'], name: { 'ui:title': 'Name' }, opinion: { 'ui:widget': 'textarea' } };
    const out = withReadOnly(ui, ['name', 'email']);
    expect(out.name).toEqual({ 'ui:title': 'Name', 'ui:readonly': true });
    expect(out.opinion).toEqual({ 'ui:widget': 'textarea' });
    expect(out).not.toHaveProperty('email');
    expect(withReadOnly(ui, [])).toBe(ui);
  });
});
