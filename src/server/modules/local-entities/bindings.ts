/** The tables of the local-entities module, as the generic runtime binds them. */
import { entityBinding, type EntityBinding } from '../../platform/resources/entities.ts';

/** Local entities (`local_entity_records`). */
export const localEntities = (): EntityBinding => entityBinding('local-entity');
/** Their categories (`local_entity_category_records`). */
export const localEntityCategories = (): EntityBinding => entityBinding('local-entity-category');
