/**
 * Changes an analyst makes in spec/ and locales/ only, applied to a temporary copy of the project
 * (tests show the copy's unchanged code serving them after codegen): a contact field the foreign
 * entity corrects through its link, and an overview figure.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function edit(root: string, path: string, change: (text: string) => string): void {
  const file = join(root, path);
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`spec change: nothing changed in ${path}`);
  writeFileSync(file, after);
}

function addTexts(root: string, file: string, texts: Record<'ar' | 'en', Record<string, string>>): void {
  for (const language of ['ar', 'en'] as const) {
    edit(root, `locales/${language}/${file}`, (text) => {
      const json = JSON.parse(text) as Record<string, unknown>;
      for (const [key, value] of Object.entries(texts[language])) {
        const path = key.split('.');
        let node = json;
        for (const part of path.slice(0, -1)) node = node[part] as Record<string, unknown>;
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
