/**
 * Bidirectional isolation of values inside running text. `<bdi dir="ltr">` does it in markup; a value
 * put into a translated sentence (`{{mobile}}`, `{{email}}`) is a plain string, so it is wrapped in
 * Unicode's LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE instead: in an Arabic sentence
 * `+96550000005` keeps its plus sign in front instead of moving to the end.
 */

const LRI = '\u2066';
const PDI = '\u2069';

// A phone number (`+965 5000 0005`), an e-mail, a web address, or a code of Latin letters and digits
// (`SA0380000000608010167519`, `NBOKKWKW`, `FT-2026-0012`): identifiers read left to right in any language.
const LTR_VALUE = /^(?:\+?[\d\s().-]{3,}|[^\s@]+@[^\s@]+|[a-z][a-z\d+.-]*:\/\/\S+|(?=[A-Za-z\d-]*\d)[A-Za-z][A-Za-z\d-]{2,})$/;

/** Whether a value reads left to right whatever the page's language (phone, e-mail, address, code). */
export function isLtrValue(text: string): boolean {
  return LTR_VALUE.test(text.trim());
}

/** The text isolated left to right (LRI … PDI); an empty text stays empty. */
export function isolateLtr(text: string): string {
  return text === '' ? text : `${LRI}${text}${PDI}`;
}

/** In a right-to-left language, a left-to-right value isolated; anything else as it is. */
export function isolateValue(text: string, language: string): string {
  return language === 'ar' && isLtrValue(text) ? isolateLtr(text) : text;
}
