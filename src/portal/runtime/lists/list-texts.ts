import { createContext, useContext } from 'react';

/** The language and translator of one list's cells. */
export type ListTexts = { language: string; tKey: (key: string, options?: Record<string, unknown>) => string };

/**
 * Given once by the table (`ListTable`), so a cell reads a context instead of subscribing to
 * i18next itself: with the "All" option thousands of cells mount while scrolling.
 */
export const ListTextsContext = createContext<ListTexts | null>(null);

/** The texts of the list this cell belongs to. */
export function useListTexts(): ListTexts {
  const texts = useContext(ListTextsContext);
  if (!texts) throw new Error('useListTexts outside a ListTable');
  return texts;
}
