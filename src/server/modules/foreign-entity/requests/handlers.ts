/** Bespoke operations of spec/api/foreign-entity-requests.yaml (the rest is generic or the workflow's). */
import type { Handlers } from '../../../platform/handler.ts';
import { createModifyRequest } from './create-modify-request.ts';

export const handlers: Handlers = { createModifyRequest };
