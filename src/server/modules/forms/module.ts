/** Dynamic forms: definitions, values, their files and history; seeds the demo form. */
import type { ServerModule } from '../../platform/module.ts';
import { handlers } from './handlers.ts';
import { seedDemoForm } from './seed-demo-form.ts';

export const formsModule: ServerModule = { name: 'forms', handlers, seed: ({ tx, admin }) => seedDemoForm(tx, admin) };
