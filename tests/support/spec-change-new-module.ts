/**
 * spec/README.md's worked example "Add a module", applied to a temporary copy of the project:
 * announcements the ministry publishes — an entity with its own table (`x-table`, written by
 * codegen), CRUD operations served by the generic runtime, an access rule, texts in both
 * languages, and a menu entry, a list, a form and a detail page. Nothing under src/.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The module's texts, for the tests that look for them on the page. */
export const ANNOUNCEMENT_TEXTS = {
  en: { entity: 'Announcement', menu: 'Announcements', fields: { title: 'Title', body: 'Text', local_entity: 'Kuwaiti entity' }, titles: { list: 'Announcements', add: 'New announcement', view: 'Announcement' }, sections: { main: 'Announcement' }, actions: { add: 'Publish an announcement' } },
  ar: { entity: 'إعلان', menu: 'الإعلانات', fields: { title: 'العنوان', body: 'النص', local_entity: 'الجهة الكويتية' }, titles: { list: 'الإعلانات', add: 'إعلان جديد', view: 'إعلان' }, sections: { main: 'الإعلان' }, actions: { add: 'نشر إعلان' } },
};

const entity = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'announcements.entity',
  description: 'A notice the ministry publishes to Kuwaiti entities.',
  type: 'object',
  'x-table': 'announcement_records',
  'x-title': '{title}',
  properties: {
    id: { type: 'integer', readOnly: true, title: 'common.fields.id' },
    title: { type: 'string', minLength: 1, maxLength: 200, title: 'announcements.fields.title' },
    body: { type: 'string', maxLength: 5000, title: 'announcements.fields.body' },
    local_entity: { type: 'integer', minimum: 1, 'x-reference': 'local-entity', title: 'announcements.fields.local_entity' },
    created: { type: 'string', format: 'date-time', readOnly: true, title: 'common.fields.created' },
  },
  required: ['title'],
};

const responses = (ok: string, schema: string) => `
      responses:
        '${ok}':
          description: The answer.
          content:
            application/json:
              schema: ${schema}
        '400': { $ref: './common.yaml#/components/responses/BadRequest' }
        '401': { $ref: './common.yaml#/components/responses/Unauthorized' }
        '403': { $ref: './common.yaml#/components/responses/Forbidden' }`;
const record = "{ $ref: '../entities/announcement.schema.json' }";
const body = `
      requestBody:
        required: true
        content:
          application/json:
            schema: ${record}`;
const api = `openapi: 3.1.0
info: { title: Announcements, version: 1.0.0 }
paths:
  /announcements/:
    get:
      operationId: listAnnouncements
      summary: Announcements, newest first.
      x-resource: { entity: announcement, action: list }
      x-search: [title, body]
      parameters:
        - $ref: './common.yaml#/components/parameters/Page'
        - $ref: './common.yaml#/components/parameters/PageSize'
        - $ref: './common.yaml#/components/parameters/Search'${responses('200', `
                type: object
                properties:
                  count: { type: integer }
                  results: { type: array, items: ${record} }
                required: [count, results]`)}
    post:
      operationId: createAnnouncement
      summary: Publish one.
      x-resource: { entity: announcement, action: create }${body}${responses('201', record)}
  /announcements/{id}/:
    parameters:
      - $ref: './common.yaml#/components/parameters/Id'
    get:
      operationId: getAnnouncement
      summary: One announcement.
      x-resource: { entity: announcement, action: get }${responses('200', record)}
        '404': { $ref: './common.yaml#/components/responses/NotFound' }
    put:
      operationId: updateAnnouncement
      summary: Change one.
      x-resource: { entity: announcement, action: update }${body}${responses('200', record)}
        '404': { $ref: './common.yaml#/components/responses/NotFound' }
    delete:
      operationId: deleteAnnouncement
      summary: Delete one.
      x-resource: { entity: announcement, action: delete }${responses('200', "{ $ref: './common.yaml#/components/schemas/Deleted' }")}
        '404': { $ref: './common.yaml#/components/responses/NotFound' }
`;

// The menu entry shows to the user types listAnnouncements' rule grants: the ministry only.
const screens = `module: announcements
menu:
  - { key: announcements, label: announcements.menu, route: announcements.list, icon: library, order: 95, operation: listAnnouncements }
routes:
  announcements.list: { path: announcements, title: announcements.titles.list, screen: announcements.list, menu: announcements }
  announcements.add: { path: announcements/add, title: announcements.titles.add, screen: announcements.add, menu: announcements }
  announcements.view: { path: 'announcements/view/{id}', title: announcements.titles.view, screen: announcements.view, menu: announcements }
screens:
  announcements.list:
    kind: list
    title: announcements.titles.list
    entity: announcement
    operation: listAnnouncements
    paging: page
    pageSize: 10
    columns:
      - { field: title, link: announcements.view, sortable: false }
      - { field: body, sortable: false }
    filters:
      - { param: search, label: common.filters.search, kind: text }
    actions:
      - { key: add, label: announcements.actions.add, route: announcements.add, operation: createAnnouncement, appearance: primary }
  announcements.add:
    kind: form
    title: announcements.titles.add
    entity: announcement
    operation: createAnnouncement
    sections:
      - { key: main, title: announcements.sections.main, fields: [title, body] }
    widgets: { body: textarea }
    onSuccess: { route: announcements.view, params: { id: id } }
  announcements.view:
    kind: detail
    title: announcements.titles.view
    entity: announcement
    operation: getAnnouncement
    sections:
      - { key: main, title: announcements.sections.main, fields: [title, body] }
`;

/** Adds the announcements module to the copy at `root` (spec/ and locales/ only). */
export function addAnnouncementsModule(root: string): void {
  writeFileSync(join(root, 'spec/entities/announcement.schema.json'), JSON.stringify(entity, null, 2));
  writeFileSync(join(root, 'spec/api/announcements.yaml'), api);
  writeFileSync(join(root, 'spec/screens/announcements.yaml'), screens);
  writeFileSync(join(root, 'spec/access/rules/announcements.yaml'), [
    '# The ministry publishes; no one else reads them yet.',
    'listAnnouncements: { ministry: all }', 'createAnnouncement: { ministry: all }', 'getAnnouncement: { ministry: all }',
    'updateAnnouncement: { ministry: all }', 'deleteAnnouncement: { ministry: all }', '',
  ].join('\n'));
  for (const language of ['ar', 'en'] as const) writeFileSync(join(root, `locales/${language}/announcements.json`), `${JSON.stringify(ANNOUNCEMENT_TEXTS[language], null, 2)}\n`);
}
