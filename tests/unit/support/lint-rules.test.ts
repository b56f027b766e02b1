import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layering rules of eslint.config.js, shown to fail on a planted import: the text is linted as
// if it were the named file (nothing is written), against the project's real files around it.
const root = join(import.meta.dirname, '..', '..', '..');
const eslint = new ESLint({ cwd: root });

async function ruleIdsOf(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('lint rules that keep the layers apart', () => {
  it('fail an import cycle through files on disk', async () => {
    // resources/read-handlers.ts imports exports/list-workbook-reply.ts, which imports
    // content-disposition.ts: importing read-handlers from there closes a loop of three files.
    const planted = "import { idOf } from '../resources/read-handlers.ts';\nexport const id = idOf;\n";
    expect(await ruleIdsOf(planted, 'src/server/platform/files/content-disposition.ts')).toContain('import-x/no-cycle');
  }, 60_000);

  it('pass the same file without the planted import', async () => {
    const clean = "export const name = 'file';\n";
    expect(await ruleIdsOf(clean, 'src/server/platform/files/content-disposition.ts')).toEqual([]);
  }, 60_000);

  it('fail shared code that imports server code', async () => {
    const planted = "import { contentDisposition } from '../server/platform/files/content-disposition.ts';\nexport const header = contentDisposition('a.pdf');\n";
    expect(await ruleIdsOf(planted, 'src/shared/lint-probe.ts')).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('fail a server module that imports another module, and pass it within its own folder', async () => {
    const planted = "import { handlers } from '../auth/handlers.ts';\nexport const count = Object.keys(handlers).length;\n";
    expect(await ruleIdsOf(planted, 'src/server/modules/users/lint-probe.ts')).toContain('import-x/no-restricted-paths');
    const own = "import { handlers } from './handlers.ts';\nexport const count = Object.keys(handlers).length;\n";
    expect(await ruleIdsOf(own, 'src/server/modules/users/lint-probe.ts')).toEqual([]);
  }, 60_000);

  it('fail a portal runtime that imports the app shell, and pass the same call through lib', async () => {
    const planted = "import { useSession } from '../../app/session-context.tsx';\nexport const session = useSession;\n";
    expect(await ruleIdsOf(planted, 'src/portal/runtime/lists/lint-probe.ts')).toContain('import-x/no-restricted-paths');
    const throughLib = "import { pathOf } from '../../lib/route-paths.ts';\nexport const home = pathOf('shell.overview');\n";
    expect(await ruleIdsOf(throughLib, 'src/portal/runtime/lists/lint-probe.ts')).toEqual([]);
  }, 60_000);

  it('fail db code that imports a module (the demo seed is handed the modules)', async () => {
    const planted = "import { seedLookups } from '../../modules/lookups/seed/seed-lookups.ts';\nexport const seed = seedLookups;\n";
    expect(await ruleIdsOf(planted, 'src/server/db/seed/lint-probe.ts')).toContain('import-x/no-restricted-paths');
  }, 60_000);
});
