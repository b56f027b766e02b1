/**
 * What the portal's build gives Fluent's Combobox and Dropdown for `@fluentui/react-tabster` (vite.config.ts,
 * `arrowKeysOnFocus`: only for imports from react-combobox's `useTabsterEscapeIgnore.js`): the same
 * attribute (the focus manager leaves Escape to an open list), without making the focus manager
 * (tabster, about 20 kB gzip) when a combobox is drawn. Nothing on a page uses the attribute until
 * a component that needs tabster (a dialog, a menu, a tab list in use) makes it; tabster then reads the
 * attributes already on the page, this one among them (issue 21 item 2). Tests and the server import the package itself.
 */
import { useMemo } from 'react';

type Attributes = { 'data-tabster'?: string } | undefined;

/** Tabster's attribute for `props`, as Fluent's `useTabsterAttributes` gives it (tabster's is `JSON.stringify`). */
export function useTabsterAttributes(props: object): { 'data-tabster': string } {
  const value = JSON.stringify(props);
  return useMemo(() => ({ 'data-tabster': value }), [value]);
}

const parsed = (json: string): object => {
  try {
    return JSON.parse(json) as object;
  } catch {
    return {};
  }
};

/** Fluent's `useMergedTabsterAttributes_unstable`: one attribute from several, the later ones' keys first. */
export function useMergedTabsterAttributes_unstable(...attributes: Attributes[]): { 'data-tabster': string | undefined } {
  const values = attributes.map((attribute) => attribute?.['data-tabster']).filter((value): value is string => !!value);
  const key = values.join('\u0000');
  return useMemo(() => {
    const parts = key ? key.split('\u0000') : [];
    return { 'data-tabster': parts.length <= 1 ? parts[0] : JSON.stringify(Object.assign({}, ...parts.map(parsed))) };
  }, [key]);
}
