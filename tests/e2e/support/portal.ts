import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { formatInterpolation } from '../../../src/shared/format/interpolation-format.ts';

export type Language = 'ar' | 'en';
export const DEMO_PASSWORD = 'Portal@2026demo';
export const fixture = (name: string) => join(import.meta.dirname, '..', 'fixtures', name);

const locales = join(import.meta.dirname, '..', '..', '..', 'locales');
const tables: Record<string, Record<string, unknown>> = {};
for (const language of ['ar', 'en']) {
  tables[language] = Object.fromEntries(
    readdirSync(join(locales, language)).map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(locales, language, file), 'utf8'))]),
  );
}

/**
 * The text a user sees for a locale key, so tests follow the locale files rather than copy them.
 * Values go through the portal's own interpolation formatter: a count in the language's digits, an
 * e-mail or a phone isolated left to right in Arabic. A value of digits only is a count.
 */
export function text(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tables[language]);
  if (typeof found !== 'string') throw new Error(`No text for ${key} in ${language}`);
  const shown = (name: string, value: string | number) => String(formatInterpolation(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value, language, name));
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => (values[name] === undefined ? '' : shown(name, values[name]!)));
}

/** Opens the portal in a language (stored the way the language toggle stores it). */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('locale', value), language);
}

/** Signs in through the API (the login page has its own tests), then opens `path`. */
export async function signIn(page: Page, username: string, path = '/portal/overview'): Promise<void> {
  expect((await page.request.post('/api/v1/login/', { data: { username, password: DEMO_PASSWORD } })).status()).toBe(200);
  await page.goto(path);
}

/**
 * Logs in through the login page and waits for the page it leads to. A page the portal has just
 * sent to that login address (`path` being `page.url()`) logs in where it is, as a user would,
 * without loading the portal again.
 */
export async function logIn(page: Page, language: Language, username: string, path = '/portal/login'): Promise<void> {
  if (page.url() !== path) await page.goto(path);
  await page.getByLabel(text(language, 'auth.fields.username')).fill(username);
  await page.getByLabel(text(language, 'auth.fields.password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: text(language, 'auth.login.submit') }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The rows of the lists on the page, whichever layout shows them: table rows, or cards below the 991 px breakpoint. */
export const listRows = (page: Page) => page.locator('table tbody tr').or(page.getByTestId('list-cards').getByRole('listitem'));

/** A list's status tabs: a tab list, or one select below the breakpoint. */
export const listTabs = (page: Page, language: Language) =>
  page.getByRole('tablist', { name: text(language, 'common.list.tabs') }).or(page.getByRole('combobox', { name: text(language, 'common.list.tabs') }));

/** `value` as a literal inside a regular expression. */
export const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The language on the first load only: `shoot` switches it by the stored value afterwards. */
export const startIn = async (page: Page, language: Language): Promise<void> => {
  await page.addInitScript((value) => localStorage.getItem('locale') || localStorage.setItem('locale', value), language);
};

/** A searchable select (Fluent combobox) by its field's label; its name may end with the required mark. */
export const combobox = (page: Page, label: string) => page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`) });

/** Types `search` into a searchable select and picks the option named `option`. */
export async function pick(page: Page, label: string, option: string, search = option): Promise<void> {
  const select = combobox(page, label);
  await select.click();
  await select.fill(search);
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}
