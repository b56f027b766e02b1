/**
 * The cookie in which the portal tells the server the language it shows (src/portal/lib/i18n.ts), so
 * that the page the server sends preloads that language's texts (src/server/platform/static.ts).
 */
export const LANGUAGE_COOKIE = 'portal-locale';
