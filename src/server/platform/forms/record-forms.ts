/** Dynamic forms whose values belong to a record of an entity (the foreign entity's registration form, say). */

/** The entity the form's values belong to, and the operation whose grant decides who may read them. */
export type RecordForm = { entity: string; readOperation: string };
