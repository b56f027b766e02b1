/** Server-driven dynamic forms: definitions, the converter (JSON Schema + uiSchema), visibility and the one validation. */
export * from './definitions.ts';
export * from './content-hash.ts';
export * from './visibility.ts';
export * from './validate.ts';
export * from './to-json-schema.ts';
export * from './to-ui-schema.ts';
export * from './merge-verdicts.ts';
export * from './value-items.ts';
export * from './display-value.ts';
