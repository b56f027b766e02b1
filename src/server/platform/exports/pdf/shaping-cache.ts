/**
 * pdfkit shapes a string given with `features` anew on every call (its own layout cache serves only
 * calls without features), and a fontkit shaping plan costs far more than the glyphs: a table of
 * 1,000 rows repeats the same words thousands of times. This memoises the shaped runs of one
 * embedded font of one document. It reaches into pdfkit's EmbeddedFont (`_font.layoutRun`, stable
 * since 0.12): if that ever changes, nothing is cached and the output stays the same.
 */
import type PDFDocument from 'pdfkit';

type ShapedRun = unknown;
type EmbeddedFont = { layoutRun?: (text: string, features?: unknown) => ShapedRun; shapingCache?: Map<string, ShapedRun> };

/** Makes the document's current font remember each string it shaped (one feature set per document: ours). */
export function cacheShaping(doc: typeof PDFDocument.prototype): void {
  const font = (doc as unknown as { _font?: EmbeddedFont })._font;
  if (!font || font.shapingCache || typeof font.layoutRun !== 'function') return;
  const shape = font.layoutRun.bind(font);
  const cache = new Map<string, ShapedRun>();
  font.shapingCache = cache;
  font.layoutRun = (text, features) => {
    let run = cache.get(text);
    if (run === undefined) {
      run = shape(text, features);
      cache.set(text, run);
    }
    return run;
  };
}
