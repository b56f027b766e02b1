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

const isPhoneRule = (rule: unknown) => rule === 'phone' || (isRecord(rule) && rule.name === 'phone');

/** The names of the properties that hold phone numbers: the `phone` rule's, named or with options, and the phone widget's. */
export function phoneFieldsOf(schema: unknown, uiSchema: unknown): Set<string> {
  const names = new Set<string>();
  const collect = (document: unknown, isPhone: (node: Record<string, unknown>) => boolean) => {
    for (const node of nodesOf(document)) {
      const children = isRecord(node.properties) ? node.properties : node;
      for (const [name, child] of Object.entries(children)) if (isRecord(child) && isPhone(child)) names.add(name);
    }
  };
  collect(schema, (node) => isPhoneRule(node[RULE_KEYWORD]));
  collect(uiSchema, (node) => node['ui:widget'] === 'phone');
  return names;
}

/** Whether `data` holds a value that is not blank under one of `names`, at any depth. */
function holdsValue(data: unknown, names: Set<string>): boolean {
  if (Array.isArray(data)) return data.some((item) => holdsValue(item, names));
  if (!isRecord(data)) return false;
  return Object.entries(data).some(([name, value]) => (names.has(name) && typeof value === 'string' ? value.trim() !== '' : holdsValue(value, names)));
}

/**
 * The lazy parts of the theme a form draws — the widgets and fields its uiSchema names (at any
 * depth: list items too), the date widget a `format: date` gets, RJSF's own drawn on demand
 * (`rjsf-defaults/lazy.ts`: an `anyOf`'s field, a radio widget…) — RJSF's `allOf` merge when the
 * schema has an `allOf` (`all-of-merge.ts`), and the phone numbers (about 29 kB gzip) when a phone
 * field of the form (`phoneFieldsOf`) holds a value in `formData`: the shared rule checks a value
 * with them, and the phone widget splits it. Empty phone fields do not need them: the widget fetches
 * them as it takes the focus and gives the form what is typed once they are there, and a submit
 * waits for them (`phone-numbers.ts`).
 */
export function needsOf(schema: unknown, uiSchema: unknown, formData?: unknown): Need[] {
  const needs = new Set<Need>();
  const add = (name: unknown) => typeof name === 'string' && lazyParts[name] && needs.add(lazyParts[name]);
  for (const node of nodesOf(uiSchema)) {
    add(node['ui:widget']);
    add(node['ui:field']);
    for (const part of rjsfNeedsOf(node)) needs.add(part);
  }
  for (const node of nodesOf(schema)) {
    if (node.format === 'date') add('DateWidget');
    if (node.format === 'data-url') add('FileWidget');
    if (Array.isArray(node.allOf)) needs.add(ALL_OF_MERGE);
    for (const part of rjsfNeedsOf(node)) needs.add(part);
  }
  if (formData !== undefined && holdsValue(formData, phoneFieldsOf(schema, uiSchema))) needs.add(PHONE_NUMBERS);
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
export function useWidgetsReady(schema: unknown, uiSchema: unknown, formData?: unknown): boolean {
  const needs = useMemo(() => needsOf(schema, uiSchema, formData), [schema, uiSchema, formData]);
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
