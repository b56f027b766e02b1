import type { JsonSchema } from '../../../shared/spec-model.ts';

/** A theme widget and its `ui:options`, as a form screen's `widgets:` names one. */
export type WidgetChoice = { name?: string; options?: Record<string, unknown> };

/**
 * The picker a property's schema asks for when the screen names no widget: a reference
 * (`x-reference`) is chosen by name from its entity's records, a country (`x-labels: countries`,
 * one or a list) and a continent by name from the lookups, in the page's language. Nothing else:
 * an `enum` is already a select of its `x-enum-labels`. This holds inside arrays and objects too
 * (a traveller's nationality), so no form asks a person to type a code or an id.
 */
export function pickerOf(node: JsonSchema): WidgetChoice | undefined {
  if (node['x-reference']) return { name: 'reference', options: { entity: node['x-reference'] } };
  // A name kept as text, offered from a registry (a bank as written on the deposit receipt).
  if (typeof node['x-suggest'] === 'string') return { name: 'suggest', options: { entity: node['x-suggest'] } };
  const many = node.type === 'array';
  // A country picked on its own (no continent field before it): every country is listed.
  if (node['x-labels'] === 'countries') return { name: many ? 'countries' : 'country', options: { independent: true } };
  if (node['x-labels'] === 'continents' && !many) return { name: 'continent' };
  return undefined;
}
