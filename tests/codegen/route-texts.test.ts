import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveRouteTexts } from '../../codegen/resolve/route-texts.ts';
import type { RouteDescriptor, ScreenDescriptor } from '../../src/shared/spec-model.ts';

// A portal of a few files: which namespaces each page shows is read from its code and descriptors.
const root = mkdtempSync(join(tmpdir(), 'route-texts-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
write('src/portal/main.tsx', "import { router } from './app/router.tsx';\nexport const title = t('common.save');\n");
write('src/portal/app/router.tsx', "import { lazy } from './lazy-route.tsx';\nconst go = 'notes.list'; // a route name, no key\n");
write('src/portal/app/lazy-route.tsx', "export const lazy = () => import('./layout/app-layout.tsx');\nconst runtime = () => import('../runtime/lists/list-screen.tsx');\n");
write('src/portal/app/layout/app-layout.tsx', "import { Menu } from './menu.tsx';\nconst Later = () => import('./dialog.tsx');\n");
write('src/portal/app/layout/menu.tsx', "export const Menu = () => t('menu.home');\n");
write('src/portal/app/layout/dialog.tsx', 'export default () => t("shell.dialog.title");\n');
write('src/portal/modules/notes/notes-page.tsx', "import type { Big } from '../../../../generated/entities/schemas.ts';\nexport default (kind: string) => tKey(`notes.kinds.${kind}`);\n");
write('src/portal/modules/notes/figures-page.tsx', "import { workflows } from '../../../../generated/workflows/index.ts';\nexport default () => null;\n");
write('src/portal/runtime/lists/list-screen.tsx', "import { entitySchemas } from '../../../../generated/entities/schemas.ts';\nexport default () => t('common.list.empty');\n");
write('src/portal/runtime/forms/form-screen.tsx', "export default () => t('forms.required');\n");
write('src/portal/runtime/screens/detail-screen.tsx', 'export default () => null;\n');
write('src/portal/runtime/screens/notice-screen.tsx', 'export default () => null;\n');
const generated = {
  'entities/schemas.ts': "export const entitySchemas = { a: { title: 'users.fields.name' } };\n",
  'entities/schema/note.ts': "export default { title: 'notes.fields.title' };\n",
  'workflows/note.ts': "export const machine = { states: [{ label: 'workflows.note.states.draft' }] };\n",
  'workflows/index.ts': "export const workflows = { note: { label: 'workflows.note.states.draft' } };\n",
  'screens/notes.ts': 'export const screens = [\n  {\n    "name": "notes.list",\n    "kind": "list",\n    "entity": "note",\n    "title": "notes.titles.list"\n  }\n];\n',
};
const keys = ['common.save', 'common.list.empty', 'menu.home', 'shell.dialog.title', 'notes.kinds.memo', 'notes.fields.title', 'notes.titles.list', 'notes.list.heading', 'forms.required', 'users.fields.name', 'workflows.note.states.draft'];
const route = (name: string, more: Partial<RouteDescriptor>): RouteDescriptor => ({ name, module: 'notes', path: name, title: 'notes.titles.list', guard: 'auth', ...more });
const routes = [route('notes.list', { screen: 'notes.list' }), route('notes.page', { component: 'notes/notes-page' }), route('notes.figures', { component: 'notes/figures-page' }), route('notes.login', { guard: 'guest', component: 'notes/notes-page' })];
const modules = new Map<string, ScreenDescriptor[]>([['notes', [{ name: 'notes.list', kind: 'list', entity: 'note', title: 'notes.titles.list' } as unknown as ScreenDescriptor]]]);
const texts = resolveRouteTexts(root, generated, keys, routes, modules);

describe('the namespaces each page shows, derived from its code (codegen/resolve/route-texts.ts)', () => {
  it('the entry\'s and the layout\'s, lazily imported parts too, but not the routes\' pages; a route name is no key', () => {
    expect(texts.entry).toEqual(['common']);
    expect(texts.frame).toEqual(['menu', 'shell']);
  });

  it('a screen: its descriptors, its entity\'s schema and workflow, its runtime, not the runtime\'s table of every entity', () => {
    expect(texts.routes['notes.list']).toEqual(['notes', 'workflows']);
  });

  it('a bespoke page: a template literal\'s head, a table of every workflow it imports itself; a guest page keeps the layout\'s namespaces out of nothing', () => {
    expect(texts.routes['notes.page']).toEqual(['notes']);
    expect(texts.routes['notes.figures']).toEqual(['notes', 'workflows']);
    expect(texts.routes['notes.login']).toEqual(['notes']);
  });
});
