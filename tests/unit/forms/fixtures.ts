import type { FormScreen, JsonSchema } from '../../../src/shared/spec-model.ts';

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

/** A form screen showing the given fields in one section. */
export function screenOf(fields: string[], widgets: Record<string, string> = {}, help: Record<string, string> = {}): FormScreen {
  return {
    kind: 'form',
    name: `test.${fields.join('_')}`,
    module: 'test',
    title: 'references.titles.add',
    entity: 'test',
    operation: 'createReference',
    steps: [{ key: 'main', title: 'references.titles.add', sections: [{ key: 'main', title: 'references.sections.main', fields }] }],
    widgets,
    help,
    onSuccess: { route: 'references.preview', params: { id: 'id' } },
  };
}
