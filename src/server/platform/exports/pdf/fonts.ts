/**
 * The fonts of every PDF, shipped in assets/fonts (SIL OFL): Noto Naskh Arabic for Arabic script
 * and Noto Sans for everything else (Naskh has no Latin letters). Read once per process.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type * as fontkit from 'fontkit';
import type { Face } from './font-segments.ts';

const FONT_DIR = join(import.meta.dirname, '..', '..', '..', '..', '..', 'assets', 'fonts');

/** The file of each face and weight. */
const FILES: Record<Face, { regular: string; bold: string }> = {
  arabic: { regular: 'NotoNaskhArabic-Regular.ttf', bold: 'NotoNaskhArabic-Bold.ttf' },
  latin: { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
};

/** The pdfkit font name of a face and weight (`arabic-bold`). */
export const fontName = (face: Face, bold: boolean): string => `${face}-${bold ? 'bold' : 'regular'}`;

let loaded: Map<string, Buffer> | undefined;

/** Every face and weight's bytes by font name, read on first use. */
export function fontFiles(): Map<string, Buffer> {
  loaded ??= new Map(
    (Object.keys(FILES) as Face[]).flatMap((face) => [
      [fontName(face, false), readFileSync(join(FONT_DIR, FILES[face].regular))] as const,
      [fontName(face, true), readFileSync(join(FONT_DIR, FILES[face].bold))] as const,
    ]),
  );
  return loaded;
}

let coverage: { arabic: fontkit.Font; latin: fontkit.Font } | undefined;
/** fontkit is loaded by the first PDF (as pdfkit is, pdf-document.ts), the same CommonJS copy pdfkit uses. */
const require = createRequire(import.meta.url);

/** Which face must draw a character: Arabic script goes to Naskh, what only one font has goes to it, the rest (space, digits, common punctuation) to either. */
export function faceOf(char: string): Face | undefined {
  if (!coverage) {
    const { create } = require('fontkit') as typeof fontkit;
    coverage = { arabic: create(fontFiles().get(fontName('arabic', false))!) as fontkit.Font, latin: create(fontFiles().get(fontName('latin', false))!) as fontkit.Font };
  }
  if (/\p{Script=Arabic}/u.test(char)) return 'arabic';
  const code = char.codePointAt(0)!;
  const inArabic = coverage.arabic.hasGlyphForCodePoint(code);
  const inLatin = coverage.latin.hasGlyphForCodePoint(code);
  if (inArabic && inLatin) return undefined;
  return inArabic ? 'arabic' : 'latin';
}
