import { useEffect, useMemo, useState } from 'react';
import { RULE_KEYWORD } from '../../../../shared/validation/schema-rules.ts';
import type { FormScreen } from '../../../lib/screen-descriptors.ts';
import type { JsonSchema } from '../../../../shared/spec-model.ts';
import { allOfMergeLoaded, loadAllOfMerge } from '../all-of-merge.ts';
import { loadPhoneNumbers, phoneNumbersLoaded } from '../phone-numbers.ts';
import { convertForm } from '../schema-to-form.ts';
import { lazyParts } from './registry.ts';
import { rjsfNeedsOf } from './rjsf-defaults/lazy.ts';

type Need = { loaded: () => boolean; preload: () => Promise<void> };
const PHONE_NUMBERS: Need = { loaded: phoneNumbersLoaded, preload: loadPhoneNumbers };
const ALL_OF_MERGE: Need = { loaded: allOfMergeLoaded, preload: loadAllOfMerge };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Every value of a JSON document, depth first (schemas and uiSchemas are small trees). */
function* nodesOf(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* nodesOf(item);
  else if (isRecord(value)) {
    yield value;
    for (const child of Object.values(value)) yield* nodesOf(child);
  }
}

/**
 * The lazy parts of the theme a form draws — the widgets and fields its uiSchema names (at any
 * depth: list items too), the date widget a `format: date` gets, RJSF's own drawn on demand
 * (`rjsf-defaults/lazy.ts`: an `anyOf`'s field, a radio widget…) — the phone numbers when the
 * schema names the `phone` rule or the form draws a phone widget (the shared rule checks with them),
 * and RJSF's `allOf` merge when the schema has an `allOf` (`all-of-merge.ts`).
 */
export function needsOf(schema: unknown, uiSchema: unknown): Need[] {
  const needs = new Set<Need>();
  const add = (name: unknown) => typeof name === 'string' && lazyParts[name] && needs.add(lazyParts[name]);
  for (const node of nodesOf(uiSchema)) {
    add(node['ui:widget']);
    add(node['ui:field']);
    if (node['ui:widget'] === 'phone') needs.add(PHONE_NUMBERS);
    for (const part of rjsfNeedsOf(node)) needs.add(part);
  }
  for (const node of nodesOf(schema)) {
    if (node.format === 'date') add('DateWidget');
    if (node.format === 'data-url') add('FileWidget');
    const rule = node[RULE_KEYWORD];
    if (rule === 'phone' || (isRecord(rule) && rule.name === 'phone')) needs.add(PHONE_NUMBERS);
    if (Array.isArray(node.allOf)) needs.add(ALL_OF_MERGE);
    for (const part of rjsfNeedsOf(node)) needs.add(part);
  }
  return [...needs];
}

/**
 * Fetches what a form screen's form needs (`needsOf`) now: its route's loader calls this as the form
 * runtime arrives, so the widget chunks come beside the session check instead of after it (issue 21
 * item 1). The fields of every user type count (one hidden from this user costs a request, not a
 * wait); a failure is left to the form, which fetches again as it draws.
 */
export function preloadFormNeeds(entity: JsonSchema, screen: FormScreen): void {
  // Texts do not change which parts a form draws: keys stand in for them.
  const { schema, uiSchema } = convertForm(entity, screen, (key) => key);
  for (const need of needsOf(schema, uiSchema)) need.preload().catch(() => undefined);
}

/**
 * Whether what the form needs (`needsOf`) has loaded; fetches the rest in parallel and renders again
 * when it has. A fetch that fails (a new deployment) is thrown to the route's error page.
 */
export function useWidgetsReady(schema: unknown, uiSchema: unknown): boolean {
  const needs = useMemo(() => needsOf(schema, uiSchema), [schema, uiSchema]);
  const [, setLoaded] = useState(0);
  const [failure, setFailure] = useState<unknown>();
  const ready = needs.every((need) => need.loaded());
  useEffect(() => {
    if (ready) return;
    // Every need, not only those missing now: what the route's loader fetched ahead (preloadFormNeeds)
    // may have arrived between the render that found it missing and this effect, and the form must
    // still draw again (a loaded part's preload answers at once).
    let live = true;
    Promise.all(needs.map((need) => need.preload())).then(
      () => live && setLoaded((count) => count + 1),
      (error: unknown) => live && setFailure(() => error),
    );
    return () => {
      live = false;
    };
  }, [needs, ready]);
  if (failure) throw failure;
  return ready;
}
