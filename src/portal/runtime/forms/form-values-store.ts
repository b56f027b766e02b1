import { useSyncExternalStore } from 'react';
import type { Registry } from '@rjsf/utils';

type Values = Record<string, unknown>;

/** The form's current values, readable by any widget without re-rendering the others. */
export type FormValuesStore = {
  get: (field: string) => unknown;
  set: (values: Values | undefined) => void;
  subscribe: (listener: () => void) => () => void;
};

/** A store holding the latest form data; listeners hear every change. */
export function createFormValuesStore(initial: Values | undefined): FormValuesStore {
  let values: Values = initial ?? {};
  const listeners = new Set<() => void>();
  return {
    get: (field) => values[field],
    set(next) {
      values = next ?? {};
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const none = () => () => undefined;

/**
 * The value of another top-level field of the same form (a city select reads the province), or
 * undefined without a field name or outside a form runtime. Re-renders only when that value changes.
 */
export function useSiblingValue(registry: Registry, field: string | undefined): unknown {
  const store = (registry.formContext as { values?: FormValuesStore } | undefined)?.values;
  return useSyncExternalStore(store && field ? store.subscribe : none, () => (store && field ? store.get(field) : undefined));
}
