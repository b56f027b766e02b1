import { expect, type Locator, type Page } from '@playwright/test';
import { formatDate } from '../../../src/shared/format/format-date.ts';
import { dateTimeFormat } from '../../../src/shared/format/locale.ts';
import { text, type Language } from './portal.ts';

/**
 * Types a day (`yyyy-mm-dd`) into one of the portal's date pickers as a person would: day/month/year
 * in the page's digits (`٠١/١٢/٢٠٢٦` in Arabic), then leaves the field, which commits it.
 */
export async function typeDate(input: Locator, language: Language, day: string): Promise<void> {
  await input.fill(formatDate(day, language));
  await input.blur();
  await expect(input).toHaveValue(formatDate(day, language));
}

/**
 * Picks a day (`yyyy-mm-dd`) in a date picker's calendar: opens it from the field, moves month by
 * month with its buttons until the day is there, and clicks it. The day buttons are named as the
 * portal writes a long date, in the page's language and numerals (`١٥ مارس ٢٠٢٦`, `15 March 2026`:
 * src/portal/runtime/dates/calendar-strings.ts).
 */
export async function pickDate(page: Page, input: Locator, language: Language, day: string): Promise<void> {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const name = dateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, date)));
  await input.click();
  const calendar = page.getByRole('dialog', { name: text(language, 'forms.widgets.date_picker.calendar') });
  await expect(calendar).toBeVisible();
  const target = calendar.getByRole('button', { name, exact: true });
  const now = new Date();
  const later = day > `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  // Named by the label and the month it goes to ("Next month December").
  const step = calendar.getByRole('button', { name: new RegExp(`^${text(language, later ? 'forms.widgets.date_picker.next_month' : 'forms.widgets.date_picker.prev_month')}`) });
  for (let moves = 0; moves < 120 && !(await target.first().isVisible()); moves += 1) await step.click();
  await target.first().click();
  await expect(calendar).toBeHidden();
  await expect(input).toHaveValue(formatDate(day, language));
}
