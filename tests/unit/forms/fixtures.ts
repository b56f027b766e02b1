import type { JsonSchema } from '../../../src/shared/spec-model.ts';
import type { FormScreen } from '../../../src/portal/lib/screen-descriptors.ts';

const userTypes = ['mofa_admin', 'le', 'fe'];

/** An entity with one required field per widget of the theme (labels are existing locale keys). */
export const widgetEntity: JsonSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 250, title: 'references.fields.title' },
    description: { type: 'string', maxLength: 5000, title: 'references.fields.description' },
    published_date: { type: 'string', format: 'date', title: 'references.fields.published_date' },
    views: { type: 'integer', minimum: 0, title: 'references.fields.views' },
    // A switch always has a value, so the boolean case checks a constraint that can fail instead.
    visible: { type: 'boolean', const: true, title: 'references.fields.visible' },
    user_type: { type: 'string', enum: userTypes, 'x-enum-labels': userTypes.map((type) => `users.types.${type}`), title: 'users.fields.user_type' },
    user_types: {
      type: 'array',
      uniqueItems: true,
      minItems: 1,
      title: 'references.fields.user_types',
      items: { type: 'string', enum: userTypes, 'x-enum-labels': userTypes.map((type) => `users.types.${type}`) },
    },
    files: {
      type: 'array',
      minItems: 1,
      title: 'references.fields.files',
      items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string', readOnly: true } }, required: ['id'] },
      'x-files': { accept: ['pdf'], upload: 'uploadReferenceFile', download: 'downloadReferenceFile', maxFiles: 2 },
    },
  },
  required: ['title', 'description', 'published_date', 'views', 'visible', 'user_type', 'user_types', 'files'],
};

/**
 * The inputs of product spec section 5 beyond the field types, each required, with the shared rule
 * (`x-rule`) the server runs too; labels are the widgets demo form's locale keys.
 */
export const ruleEntity: JsonSchema = {
  type: 'object',
  properties: {
    continent: { type: 'string', pattern: '^[A-Z]{2}$', title: 'forms.widgets_demo.fields.continent' },
    country: { type: 'string', pattern: '^[A-Z]{2}$', title: 'forms.widgets_demo.fields.country' },
    province: { type: 'integer', minimum: 1, title: 'forms.widgets_demo.fields.province' },
    city: { type: 'integer', minimum: 1, title: 'forms.widgets_demo.fields.city' },
    travel_date: { type: 'string', format: 'date', 'x-rule': 'futureDate', title: 'forms.widgets_demo.fields.travel_date' },
    period: {
      type: 'object', properties: { start: { type: 'string', format: 'date' }, end: { type: 'string', format: 'date' } },
      'x-rule': 'dateRange', title: 'forms.widgets_demo.fields.period',
    },
    visit_before: {
      type: 'object', properties: { answer: { type: 'string', enum: ['yes', 'no'] }, remarks: { type: 'string' } },
      'x-rule': 'yesNo', title: 'forms.widgets_demo.fields.visit_before',
    },
    bic: { type: 'string', 'x-rule': 'bic', title: 'forms.widgets_demo.fields.bic' },
    swift_code: { type: 'string', 'x-rule': 'swift', title: 'forms.widgets_demo.fields.swift_code' },
    otp: { type: 'string', 'x-rule': 'otp', title: 'forms.widgets_demo.fields.otp' },
    password: { type: 'string', 'x-rule': 'password', title: 'forms.widgets_demo.fields.password' },
  },
  required: ['continent', 'country', 'province', 'city', 'travel_date', 'period', 'visit_before', 'bic', 'swift_code', 'otp', 'password'],
};

/** A form screen showing the given fields in one section. */
export function screenOf(
  fields: string[], widgets: Record<string, string> = {}, help: Record<string, string> = {}, widgetOptions: Record<string, Record<string, unknown>> = {},
): FormScreen {
  return {
    kind: 'form',
    name: `test.${fields.join('_')}`,
    module: 'test',
    title: 'references.titles.add',
    entity: 'test',
    operation: 'createReference',
    steps: [{ key: 'main', title: 'references.titles.add', sections: [{ key: 'main', title: 'references.sections.main', fields }] }],
    widgets,
    widgetOptions,
    help,
    onSuccess: { route: 'references.preview', params: { id: 'id' } },
  };
}
