/** Bespoke handlers of the auth module: sign-in and sessions, captcha, login links, passwords, one's own profile, second factors, link tokens, outbox. */
import type { Handlers } from '../../platform/handler.ts';
import { captchaHandlers } from './captcha-handlers.ts';
import { linkTokenHandlers } from './link-token-handlers.ts';
import { loginHandlers } from './login-handlers.ts';
import { loginLinkHandlers } from './login-link-handlers.ts';
import { outboxHandlers } from './outbox-handlers.ts';
import { passwordHandlers } from './password-handlers.ts';
import { profileHandlers } from './profile-handlers.ts';
import { secondFactorHandlers } from './second-factor-handlers.ts';

export const handlers: Handlers = { ...loginHandlers, ...passwordHandlers, ...profileHandlers, ...secondFactorHandlers, ...outboxHandlers, ...linkTokenHandlers, ...captchaHandlers, ...loginLinkHandlers };
