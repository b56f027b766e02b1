/** Sign-in, sessions, passwords, the second factor, link tokens and the captcha. */
import type { ServerModule } from '../../platform/module.ts';
import { handlers } from './handlers.ts';

export const authModule: ServerModule = { name: 'auth', handlers };
