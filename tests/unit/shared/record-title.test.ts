import { describe, expect, it } from 'vitest';
import { entitySchemas } from '../../../generated/entities/schemas.ts';
import { recordTitle } from '../../../src/shared/workflow/record-title.ts';
import { fillTitle, titleFields, titleIn } from '../../../src/shared/workflow/title-template.ts';

describe('record titles (x-title of spec/entities)', () => {
  it('fills a placeholder from the field in the page language, else the plain field, else the other language', () => {
    expect(fillTitle('{name}', { name: 'Embassy', name_ar: 'سفارة', name_en: 'Embassy of Kuwait' }, 'ar')).toBe('سفارة');
    expect(fillTitle('{name}', { name: 'سفارة', name_ar: 'سفارة', name_en: 'Embassy of Kuwait' }, 'en')).toBe('Embassy of Kuwait');
    expect(fillTitle('{name}', { name_ar: 'سفارة' }, 'en')).toBe('سفارة');
    expect(fillTitle('{first_name} {last_name}', { first_name: ' Amina ', last_name: '' }, 'en')).toBe('Amina');
    expect(fillTitle('{title}', {}, 'ar')).toBe('');
    expect(titleFields('{first_name} {last_name}')).toEqual(['first_name', 'last_name']);
  });

  it('takes one template per language, and the other language\'s when a language\'s is empty', () => {
    const template = { ar: '{name_ar}', en: '{name}' };
    expect(titleIn(template, { name: 'Sunrise Relief Trust', name_ar: 'وقف شروق' }, 'en')).toBe('Sunrise Relief Trust');
    expect(titleIn(template, { name: 'Sunrise Relief Trust', name_ar: '' }, 'ar')).toBe('Sunrise Relief Trust');
  });

  it('names the records of the spec: a foreign entity by its official name in English, a request by its applicant, a transfer by nothing', () => {
    const entity = { name: 'Green Crescent Relief Society', name_en: 'Green Crescent Society', name_ar: 'جمعية الهلال الأخضر' };
    expect(recordTitle('foreign-entity', entity)).toEqual({ ar: 'جمعية الهلال الأخضر', en: 'Green Crescent Relief Society' });
    expect(recordTitle('awqaf-request', { first_name: 'Amina', last_name: 'Yusuf' })).toEqual({ ar: 'Amina Yusuf', en: 'Amina Yusuf' });
    expect(recordTitle('fund-transfer', { deposit_receipt: 'DR-8' })).toEqual({ ar: '', en: '' });
  });

  it('every detail screen\'s workflow entity with a name field declares its title', () => {
    const named = Object.entries(entitySchemas).filter(([, schema]) => ['name', 'title', 'project_name', 'first_name'].some((f) => (schema as { properties?: Record<string, unknown> }).properties?.[f]));
    const untitled = named.filter(([, schema]) => (schema as Record<string, unknown>)['x-title'] === undefined && (schema as Record<string, unknown>)['x-table']).map(([name]) => name);
    expect(untitled).toEqual([]);
  });
});
