/**
 * Changes an analyst makes in spec/ and locales/ only, applied to a temporary copy of the project
 * (tests show the copy's unchanged code serving them after codegen): a contact field the foreign
 * entity corrects through its link, an overview figure, a field's own message and a workflow state
 * (spec/README.md's worked examples; the new module is in spec-change-new-module.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Rewrites a file of the copy through `change`; a change that changes nothing fails (the spec moved on). */
export function edit(root: string, path: string, change: (text: string) => string): void {
  const file = join(root, path);
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`spec change: nothing changed in ${path}`);
  writeFileSync(file, after);
}

/** Sets texts (dotted keys) in `locales/{ar,en}/<file>` of the copy. */
export function addTexts(root: string, file: string, texts: Record<'ar' | 'en', Record<string, string>>): void {
  for (const language of ['ar', 'en'] as const) {
    edit(root, `locales/${language}/${file}`, (text) => {
      const json = JSON.parse(text) as Record<string, unknown>;
      for (const [key, value] of Object.entries(texts[language])) {
        const path = key.split('.');
        let node = json;
        for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
        node[path.at(-1)!] = value;
      }
      return `${JSON.stringify(json, null, 2)}\n`;
    });
  }
}

/** A `website` on the entity, shown and corrected on its registration link (spec/screens `foreign_entity.contact`). */
export function addContactField(root: string): void {
  edit(root, 'spec/entities/foreign-entity.schema.json', (text) => {
    const schema = JSON.parse(text) as { properties: Record<string, unknown> };
    schema.properties.website = { type: 'string', maxLength: 200, title: 'foreign_entity.fields.website' };
    return JSON.stringify(schema, null, 2);
  });
  edit(root, 'spec/api/foreign-entity-links.yaml', (text) =>
    text
      .replace('                    custom_province_ar: {type: string, maxLength: 250}\n', '$&                    website: {type: string, maxLength: 200}\n')
      .replace("            custom_province_ar:\n              type: [string, 'null']\n", "$&            website:\n              type: [string, 'null']\n"),
  );
  edit(root, 'spec/screens/foreign-entity.yaml', (text) =>
    text.replace('fields: [name_en, name_ar, mobile, custom_province_en, custom_province_ar, custom_city_en, custom_city_ar] }', 'fields: [name_en, name_ar, mobile, custom_province_en, custom_province_ar, custom_city_en, custom_city_ar, website] }'),
  );
  addTexts(root, 'foreign_entity.json', { ar: { 'fields.website': 'الموقع الإلكتروني للجهة' }, en: { 'fields.website': 'Entity website' } });
}

/** A total of the licence types on the overview, for everyone (the operation's rule). */
export function addFigure(root: string): void {
  edit(root, 'spec/screens/references.yaml', (text) =>
    text.replace('figures:\n', 'figures:\n  - { key: license_types, label: shell.cards.license_types, operation: listLicenseTypes, order: 90 }\n'),
  );
  addTexts(root, 'shell.json', { ar: { 'cards.license_types': 'أنواع التراخيص' }, en: { 'cards.license_types': 'Licence types' } });
}

type EntitySchema = { properties: Record<string, Record<string, unknown>>; required?: string[]; [key: string]: unknown };

/** Rewrites an entity schema of the copy through `change`. */
export function editEntity(root: string, entity: string, change: (schema: EntitySchema) => void): void {
  edit(root, `spec/entities/${entity}.schema.json`, (text) => {
    const schema = JSON.parse(text) as EntitySchema;
    change(schema);
    return JSON.stringify(schema, null, 2);
  });
}

/**
 * Changes stored records may no longer fit (issue 20 item 2): the reference's author made required,
 * its description renamed summary (and so named wherever the spec names it), the awqaf remark's
 * audience losing "ministries", the safe-travel purpose given a shorter limit.
 */
export function narrowStoredFields(root: string): void {
  editEntity(root, 'reference', (schema) => {
    schema.required!.push('author');
    schema.properties.summary = schema.properties.description!;
    delete schema.properties.description;
  });
  edit(root, 'spec/screens/references.yaml', (text) => text.replace('published_date, description]', 'published_date, summary]').replace('views, description]', 'views, summary]').replace('{ description: textarea', '{ summary: textarea'));
  edit(root, 'spec/api/references.yaml', (text) => text.replace('x-search: [title, author, description]', 'x-search: [title, author, summary]'));
  editEntity(root, 'awqaf-comment', (schema) => {
    schema.properties.audience!.enum = ['all'];
    schema.properties.audience!['x-enum-labels'] = (schema.properties.audience!['x-enum-labels'] as string[]).slice(0, 1);
  });
  editEntity(root, 'safe-travel', (schema) => {
    schema.properties.purpose!.maxLength = 100;
  });
}

/** The data changes `narrowStoredFields` needs, declared next to the fields. */
export const REFERENCE_AUTHOR_DEFAULT = 'Ministry of Foreign Affairs';
export function declareDataChanges(root: string): void {
  editEntity(root, 'reference', (schema) => {
    schema.properties.author!['x-backfill'] = { default: REFERENCE_AUTHOR_DEFAULT };
    schema.properties.summary!['x-renamed-from'] = 'description';
  });
  editEntity(root, 'awqaf-comment', (schema) => {
    schema.properties.audience!['x-enum-map'] = { ministries: 'all' };
  });
  editEntity(root, 'safe-travel', (schema) => {
    schema.properties.purpose!['x-backfill'] = { default: 'See the attached programme' };
  });
}

/** The ISBN's own message (worked example "Give a field a message of its own"). */
export const ISBN_MESSAGE = { en: 'Enter an ISBN such as 978-3-16-148410-0', ar: 'أدخل رقمًا دوليًا معياريًا مثل 978-3-16-148410-0' };

/** An `isbn` on references with a pattern and a message of its own, on the add form and as a list column. */
export function addIsbnWithMessage(root: string): void {
  editEntity(root, 'reference', (schema) => {
    schema.properties.isbn = { type: 'string', maxLength: 20, pattern: '^[0-9][0-9-]{8,16}[0-9Xx]$', 'x-messages': { pattern: 'references.messages.isbn' }, title: 'references.fields.isbn' };
  });
  addTexts(root, 'references.json', {
    en: { 'fields.isbn': 'ISBN', 'messages.isbn': ISBN_MESSAGE.en },
    ar: { 'fields.isbn': 'الرقم الدولي المعياري', 'messages.isbn': ISBN_MESSAGE.ar },
  });
  edit(root, 'spec/screens/references.yaml', (text) =>
    text
      .replace('fields: [title, author, published_date, description]', 'fields: [title, author, isbn, published_date, description]')
      .replace('      - { field: author }\n', '      - { field: author }\n      - { field: isbn }\n'),
  );
}

/** The new safe-travel state's and event's texts. */
export const ESCALATION_TEXTS = { en: { state: 'Escalated', event: 'Escalate' }, ar: { state: 'مصعّد', event: 'تصعيد' } };

/**
 * Worked examples "Add a status" and "Add a transition": safe travel's `escalated` (code 5, final),
 * which the interior ministry reaches from `new` with a required comment; its operation and rule,
 * the entity's and the list operations' status enums, a list tab, and the list filters of the
 * ministry and the interior ministry (the entity lists it under All only).
 */
export function addEscalation(root: string): void {
  edit(root, 'spec/workflows/safe-travel.yaml', (text) =>
    text
      .replace('states:\n', 'states:\n  escalated: { code: 5, label: workflows.safe_travel.states.escalated, final: true }\n')
      .replace('transitions:\n', 'transitions:\n  - { event: escalate, from: [new], to: escalated, roles: [moi], comment: required, notify: [ministry, le] }\n')
      .replace('  ministry: [new, remarks, rejected, archived, cancelled]\n', '  ministry: [new, remarks, rejected, archived, cancelled, escalated]\n')
      .replace('  moi: [new, archived]\n', '  moi: [new, archived, escalated]\n'),
  );
  edit(root, 'spec/api/safe-travel.yaml', (text) => {
    const cancel = text.slice(text.indexOf('  /safe-travel/{id}/cancel/:'), text.indexOf('  /safe-travel/{id}/accept/:'));
    return text.replace('  /safe-travel/{id}/accept/:', cancel.replaceAll('cancel', 'escalate') + '  /safe-travel/{id}/accept/:').replaceAll('schema: { type: integer, enum: [0, 1, 2, 3, 4] }', 'schema: { type: integer, enum: [0, 1, 2, 3, 4, 5] }');
  });
  edit(root, 'spec/entities/safe-travel.schema.json', (text) =>
    text.replace('"enum": [0, 1, 2, 3, 4]', '"enum": [0, 1, 2, 3, 4, 5]').replace('"workflows.safe_travel.states.archived"', '"workflows.safe_travel.states.archived", "workflows.safe_travel.states.escalated"'),
  );
  edit(root, 'spec/access/rules/safe-travel.yaml', (text) => `${text}escalateSafeTravel: { moi: all }\n`);
  edit(root, 'spec/screens/safe-travel.yaml', (text) =>
    text.replace("      - { key: cancelled, label: workflows.safe_travel.states.cancelled, query: { status: '1' } }\n", "$&      - { key: escalated, label: workflows.safe_travel.states.escalated, query: { status: '5' } }\n"),
  );
  addTexts(root, 'workflows.json', {
    en: { 'safe_travel.states.escalated': ESCALATION_TEXTS.en.state, 'safe_travel.events.escalate': ESCALATION_TEXTS.en.event },
    ar: { 'safe_travel.states.escalated': ESCALATION_TEXTS.ar.state, 'safe_travel.events.escalate': ESCALATION_TEXTS.ar.event },
  });
}
