import { describe, expect, it } from 'vitest';
import { entitySchemas } from '../../../generated/entities/schemas.ts';
import { screens } from '../../../generated/screens/references.ts';
import { screens as formScreens } from '../../../generated/screens/forms.ts';
import { i18n } from '../../../src/portal/lib/i18n.ts';
import { convertForm, schemaToForm, type Translate } from '../../../src/portal/runtime/forms/schema-to-form.ts';
import type { FormScreen } from '../../../src/portal/lib/screen-descriptors.ts';

const addScreen = screens.find((screen) => screen.name === 'references.add') as FormScreen;
const reference = entitySchemas.reference;
const tIn = (language: 'ar' | 'en'): Translate => (key, options) => i18n.getFixedT(language)(key, options ?? {}) as string;

describe('convertForm (references.add)', () => {
  const { schema, uiSchema, fields } = convertForm(reference, addScreen, tIn('en'));

  it('keeps only the screen fields, in section order', () => {
    expect(fields).toEqual(['title', 'author', 'published_date', 'description', 'visible', 'user_types', 'files']);
    expect(Object.keys(schema.properties ?? {})).toEqual(fields);
    expect(uiSchema['ui:order']).toEqual(fields);
    expect(uiSchema['ui:options']?.sections).toEqual([
      { key: 'main', title: 'Reference details', fields: ['title', 'author', 'published_date', 'description'] },
      { key: 'audience', title: 'Audience and files', fields: ['visible', 'user_types', 'files'] },
    ]);
  });

  it('drops readOnly properties from the fields and from required', () => {
    const withViews: FormScreen = { ...addScreen, steps: [{ key: 'main', title: 't', sections: [{ key: 'main', title: 's', fields: ['id', 'title', 'views', 'created'] }] }] };
    const converted = convertForm(reference, withViews, tIn('en'));
    expect(converted.fields).toEqual(['title']);
    expect(converted.schema.required).toEqual(['title']);
  });

  it('does not ask for a required field that has a default (a user\'s permission lists are always there)', () => {
    const userForm: FormScreen = { ...addScreen, entity: 'user', steps: [{ key: 'main', title: 't', sections: [{ key: 'main', title: 's', fields: ['username', 'name', 'permissions', 'menu_permissions'] }] }] };
    expect(entitySchemas.user.required).toEqual(expect.arrayContaining(['permissions', 'menu_permissions']));
    expect(convertForm(entitySchemas.user, userForm, tIn('en')).schema.required).toEqual(['username', 'name']);
  });

  it('strips x-* keywords, locale-key titles and developer descriptions for Ajv', () => {
    const text = JSON.stringify(schema);
    expect(text).not.toMatch(/"x-|"title":"references|"description":"(An|The) /);
    expect(schema.required).toEqual(['title', 'published_date', 'user_types']);
    expect(schema.properties?.user_types).toMatchObject({ minItems: 1, uniqueItems: true });
  });

  it('translates titles, help and enum labels, and maps widgets and upload rules', () => {
    expect(uiSchema.title['ui:title']).toBe('Title');
    expect(uiSchema.description['ui:widget']).toBe('textarea');
    expect(uiSchema.files['ui:widget']).toBe('file');
    expect(uiSchema.files['ui:help']).toBe('PDF documents only.');
    expect(uiSchema.files['ui:options']).toEqual({ fileRule: expect.objectContaining({ accept: ['pdf'], upload: 'uploadReferenceFile' }) });
    expect(uiSchema.user_types.items['ui:enumNames'].slice(0, 2)).toEqual(['MOFA Super Admin', 'MOFA Staff']);
    const arabic = convertForm(reference, addScreen, tIn('ar')).uiSchema;
    expect(arabic.user_types.items['ui:enumNames'][3]).toBe(i18n.getFixedT('ar')('users.types.le'));
    expect(arabic.user_types.items['ui:enumNames'][3]).not.toBe('Kuwaiti Entity');
  });
});

describe('convertForm (forms.widgets)', () => {
  const widgetsScreen = formScreens.find((screen) => screen.name === 'forms.widgets') as FormScreen;
  const { schema, uiSchema } = convertForm(entitySchemas['widget-demo'], widgetsScreen, tIn('ar'));

  it('translates section subtitles, passes widget options, and draws object values with theme fields', () => {
    expect(uiSchema['ui:options']?.sections[0]).toMatchObject({ title: 'المكان', subtitle: tIn('ar')('forms.widgets_demo.sections.place_hint') });
    expect(uiSchema['ui:options']?.sections[2].subtitle).toBeUndefined();
    expect(uiSchema.nationality).toMatchObject({ 'ui:widget': 'country', 'ui:options': { independent: true } });
    expect(uiSchema.visit_before).toMatchObject({ 'ui:field': 'yesNo' });
    expect(uiSchema.visit_before['ui:widget']).toBeUndefined();
    expect(uiSchema.period).toMatchObject({ 'ui:field': 'dateRange' });
  });

  it('keeps the shared x-rule for Ajv (both sides run it) and strips the other x- keywords', () => {
    expect(schema.properties?.swift_code).toEqual({ type: 'string', maxLength: 11, 'x-rule': 'swift' });
  });
});

describe('schemaToForm', () => {
  it('memoizes per language and shares one schema object, so Ajv compiles it once', () => {
    const en = schemaToForm(reference, addScreen, tIn('en'), 'en');
    const ar = schemaToForm(reference, addScreen, tIn('ar'), 'ar');
    expect(schemaToForm(reference, addScreen, tIn('en'), 'en')).toBe(en);
    expect(ar).not.toBe(en);
    expect(ar.schema).toBe(en.schema);
    expect(ar.uiSchema.title['ui:title']).not.toBe(en.uiSchema.title['ui:title']);
  });
});
