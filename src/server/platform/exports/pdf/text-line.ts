/**
 * Measures and draws one line of text in bidi visual order: Arabic (shaped by fontkit) in Noto
 * Naskh Arabic, the rest in Noto Sans, on one baseline whatever the mix.
 */
import type PDFDocument from 'pdfkit';
import { visualRuns, type Direction } from './bidi-runs.ts';
import { segmentsOf, type Face, type Segment } from './font-segments.ts';
import { faceOf, fontName } from './fonts.ts';
import { cacheShaping } from './shaping-cache.ts';
import { wrapText } from './wrap-text.ts';

/** How a piece of text looks. */
export type TextStyle = { size: number; bold?: boolean; color?: string };

/** Where a line sits in its box: `start` is the right edge in Arabic, the left one in English. */
export type Align = 'start' | 'end' | 'center';

// Naskh's letters look a size smaller than Noto Sans's at the same size: a mixed line evens them out.
const FACE_SCALE: Record<Face, number> = { arabic: 1.1, latin: 1 };

/** Line height for a font size: Naskh reaches 1.07 em up and 0.63 em down. */
export const lineHeightOf = (size: number): number => size * 1.75;

/**
 * Giving `features` makes pdfkit shape a piece whole (it otherwise shapes word by word, keeping Arabic
 * words in logical order). `liga` off: Naskh's one-glyph ligatures (الله) would be read back by pdftotext
 * with their letters reversed; the letters still join. A fresh object each time: fontkit writes into it.
 */
const shapeWhole = (): PDFKit.Mixins.TextOptions => ({ lineBreak: false, features: { liga: false } as never, baseline: 'alphabetic' });

/** A memo: the value of `key`, computed the first time it is asked for. */
function memo<T>() {
  const known = new Map<string, T>();
  return (key: string, compute: () => T): T => {
    let value = known.get(key);
    if (value === undefined) {
      value = compute();
      known.set(key, value);
    }
    return value;
  };
}

/** Measuring, wrapping and drawing lines of one document in its base direction; lists repeat their words, so all is remembered. */
export function lineWriter(doc: typeof PDFDocument.prototype, base: Direction) {
  const fallback: Face = base === 'rtl' ? 'arabic' : 'latin';
  const withFont = (face: Face, style: TextStyle) => {
    doc.font(fontName(face, style.bold === true)).fontSize(style.size * FACE_SCALE[face]);
    cacheShaping(doc);
    return doc;
  };
  const [segmentsMemo, widthMemo, wrapMemo] = [memo<Segment[]>(), memo<number>(), memo<string[]>()];
  const segments = (text: string, direction: Direction) =>
    segmentsMemo(`${direction}|${text}`, () => segmentsOf(visualRuns(text, direction), faceOf, fallback));
  const widthOf = (segment: Segment, style: TextStyle): number =>
    widthMemo(`${segment.face}|${style.bold === true}|${style.size}|${segment.input}`, () => withFont(segment.face, style).widthOfString(segment.input, shapeWhole()));
  const measure = (text: string, style: TextStyle, direction: Direction = base): number =>
    segments(text, direction).reduce((sum, segment) => sum + widthOf(segment, style), 0);

  return {
    /** The width of `text` on one line. */
    measure,
    /** The lines of `text` that fit `width` (logical order, each put in visual order when drawn). */
    wrap: (text: string, width: number, style: TextStyle, direction: Direction = base): string[] =>
      wrapMemo(`${direction}|${style.bold === true}|${style.size}|${width}|${text}`, () => wrapText(text, width, (candidate) => measure(candidate, style, direction))),
    /**
     * Draws `text` on the baseline `y` inside the box [x, x + width], aligned in the document's direction;
     * `direction` is the text's own (a value: `directionOf`), the document's by default.
     */
    draw(text: string, x: number, y: number, width: number, align: Align, style: TextStyle, direction: Direction = base): void {
      const pieces = segments(text, direction);
      const sizes = pieces.map((segment) => widthOf(segment, style));
      const total = sizes.reduce((a, b) => a + b, 0);
      const toRight = (align === 'start') === (base === 'rtl');
      let left = align === 'center' ? x + (width - total) / 2 : toRight ? x + width - total : x;
      doc.fillColor(style.color ?? '#1b1b1b');
      pieces.forEach((segment, i) => {
        withFont(segment.face, style).text(segment.input, left, y, shapeWhole());
        left += sizes[i]!;
      });
    },
  };
}

/** What `lineWriter` gives. */
export type LineWriter = ReturnType<typeof lineWriter>;
