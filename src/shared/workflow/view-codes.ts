/** The state codes a list view of a workflow stands for (`views:` in spec/workflows), as codegen resolved them. */
import { listableCodes } from '../../../generated/workflows/status-filters.ts';

/** The state codes of view `view` of `entity`'s workflow; throws when the spec has no such view (a typo, caught by the first test). */
export function viewCodes(entity: string, view: string): string[] {
  const codes = listableCodes[entity]?.views[view];
  if (!codes) throw new Error(`the workflow of ${entity} has no view ${view} (spec/workflows)`);
  return codes;
}
