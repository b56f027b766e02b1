/** Web addresses: http or https only, with a host (`Url is not valid`). */
import { fail, isBlank, type RuleResult } from './rule.ts';

/** The example shown beside a URL input. */
export const URL_EXAMPLE = 'https://www.example.org';

/** `errors.url` unless the value is an absolute http(s) URL with a host and no spaces. */
export function checkUrl(value: unknown): RuleResult {
  if (isBlank(value)) return null;
  const text = String(value);
  if (/\s/.test(text)) return fail('errors.url');
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') ? null : fail('errors.url');
  } catch {
    return fail('errors.url');
  }
}
