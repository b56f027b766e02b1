/** Day-month-year date and time in the portal's language (`en-GB` style in English). */
export function formatDateTime(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-KW' : 'en-GB', { dateStyle: 'short', timeStyle: 'short' }).format(date);
}
