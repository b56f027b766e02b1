/** Bespoke handlers of the users module: administration, lookups and transfers. */
import type { Handlers } from '../../platform/handler.ts';
import { lookupHandlers } from './lookup-handlers.ts';
import { transferHandlers } from './transfer-handler.ts';
import { userHandlers } from './user-handlers.ts';

export const handlers: Handlers = { ...userHandlers, ...lookupHandlers, ...transferHandlers };
