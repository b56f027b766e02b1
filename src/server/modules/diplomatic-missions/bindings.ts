/** The table of the missions module, as the generic runtime binds it. */
import { entityBinding, type EntityBinding } from '../../platform/resources/entities.ts';

/** Diplomatic missions (`diplomatic_mission_records`). */
export const missions = (): EntityBinding => entityBinding('diplomatic-mission');
