/**
 * PDF export figures: rendering the foreign-entity list export (export-pdf) of 1,000 rows, mixed
 * Arabic and Latin, in Arabic and in English — the PDF layer's own work (bidi, shaping, layout,
 * fonts subset and embedded), without the database. No target; printed for comparison over time.
 * Run alone: `node --import tsx tests/bench/pdf-export.ts`; or call `measurePdfExport()` from run.ts.
 */
import { performance } from 'node:perf_hooks';
import { operationSchemas } from '../../generated/api/operation-schemas.ts';
import { listPdf } from '../../src/server/platform/exports/list-pdf-reply.ts';

/** 1,000 list rows like the seeded entities: Latin and Arabic names, a country, an e-mail, a status, a date. */
function benchRows(count = 1000): Array<Record<string, unknown>> {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1, name: `Relief Foundation ${i + 1}`, name_ar: `جمعية الإغاثة الخيرية ${i + 1}`, country: ['JO', 'MA', 'SN', 'PK'][i % 4],
    email: `relief${i + 1}@test.example`, status: i % 12, created: new Date(Date.UTC(2026, 0, 1 + (i % 300))).toISOString(),
  }));
}

/** Milliseconds, pages and bytes of the export in each language (the first run of each warms the fonts). */
export async function measurePdfExport() {
  const spec = operationSchemas.exportForeignEntitiesPdf!;
  const rows = benchRows();
  const figures = [];
  for (const language of ['ar', 'en'] as const) {
    const texts = { title: 'Foreign entities', footer: 'bench', filters: [] };
    await listPdf(spec, rows.slice(0, 20), language, texts);
    const started = performance.now();
    const bytes = await listPdf(spec, rows, language, texts);
    const ms = performance.now() - started;
    const pages = (bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    figures.push({ language, rows: rows.length, ms, pages, kB: bytes.length / 1000 });
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const f of await measurePdfExport()) console.log(`${f.language}: ${f.rows} rows in ${f.ms.toFixed(0)} ms, ${f.pages} pages, ${f.kB.toFixed(0)} kB`);
}
