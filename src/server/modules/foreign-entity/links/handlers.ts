/** Operations of spec/api/foreign-entity-links.yaml. */
import type { Handlers } from '../../../platform/handler.ts';
import { entityFormHandlers } from './entity-form.ts';
import { sendHandlers } from './send-links.ts';

export const handlers: Handlers = { ...sendHandlers, ...entityFormHandlers };
