/** Blocks that flow down the page: a heading, a paragraph, rows of label and value. */
import { directionOf, type Direction } from './bidi-runs.ts';
import { lineHeightOf, type Align, type TextStyle } from './text-line.ts';
import type { PdfWriter } from './pdf-document.ts';

const BODY: TextStyle = { size: 10 };
const LABEL: TextStyle = { size: 10, bold: true, color: '#3b3a39' };

/** A value's own direction (a phone number or an e-mail reads left to right in an Arabic page too). */
export const valueDirection = (text: string): Direction => directionOf(text, 'ltr');

/**
 * Writes wrapped lines of `text` in the box [x, x + width] from `top`; returns the height used. A text
 * whose own `direction` is not the page's (Arabic in English, or the reverse) stays at the page's start
 * edge as a block as wide as its widest line, its lines aligned to their own start within it.
 */
export function writeLines(pdf: PdfWriter, text: string, x: number, top: number, width: number, style: TextStyle, direction?: Direction, align: Align = 'start'): number {
  const lines = pdf.lines.wrap(text, width, style, direction);
  const step = lineHeightOf(style.size);
  const page: Direction = pdf.rtl ? 'rtl' : 'ltr';
  let box = { x, width, align };
  if (direction && direction !== page && align === 'start') {
    const block = Math.min(width, Math.max(...lines.map((line) => pdf.lines.measure(line, style, direction))));
    box = { x: pdf.rtl ? x + width - block : x, width: block, align: 'end' };
  }
  lines.forEach((line, i) => pdf.lines.draw(line, box.x, top + i * step + style.size * 1.1, box.width, box.align, style, direction));
  return lines.length * step;
}

/** The height `text` takes wrapped to `width` (in its own `direction` if given). */
export function heightOf(pdf: PdfWriter, text: string, width: number, style: TextStyle, direction?: Direction): number {
  return pdf.lines.wrap(text, width, style, direction).length * lineHeightOf(style.size);
}

/** A title with a rule under it; `level` 1 is the document's title, 2 a section's. */
export function heading(pdf: PdfWriter, text: string, level: 1 | 2 = 2): void {
  const style: TextStyle = { size: level === 1 ? 16 : 12, bold: true, color: level === 1 ? '#0f4c81' : '#1b1b1b' };
  const height = heightOf(pdf, text, pdf.width, style);
  pdf.room(height + 90); // a heading never ends a page alone: room for a subheading or a table's first rows
  pdf.y += level === 1 ? 0 : 10;
  pdf.y += writeLines(pdf, text, pdf.left, pdf.y, pdf.width, style);
  pdf.doc.moveTo(pdf.left, pdf.y + 2).lineTo(pdf.left + pdf.width, pdf.y + 2).lineWidth(level === 1 ? 1 : 0.5).strokeColor('#c8c6c4').stroke();
  pdf.y += 8;
}

/** A paragraph of body text (at the start edge unless `align` says otherwise), page after page if long. */
export function paragraph(pdf: PdfWriter, text: string, options: { style?: TextStyle; align?: Align; after?: number } = {}): void {
  const style = options.style ?? BODY;
  for (const line of pdf.lines.wrap(text, pdf.width, style)) {
    pdf.room(lineHeightOf(style.size));
    pdf.y += writeLines(pdf, line, pdf.left, pdf.y, pdf.width, style, undefined, options.align);
  }
  pdf.y += options.after ?? 6;
}

/** Label and value side by side (the label at the start edge), one row each, wrapped and never split across pages. */
export function keyValues(pdf: PdfWriter, rows: Array<[label: string, value: string]>): void {
  const labelWidth = pdf.width * 0.34;
  const gap = 12;
  const valueWidth = pdf.width - labelWidth - gap;
  for (const [label, value] of rows) {
    const height = Math.max(heightOf(pdf, label, labelWidth, LABEL), heightOf(pdf, value || ' ', valueWidth, BODY, valueDirection(value))) + 4;
    pdf.room(height);
    writeLines(pdf, label, pdf.fromStart(0, labelWidth), pdf.y, labelWidth, LABEL);
    writeLines(pdf, value, pdf.fromStart(labelWidth + gap, valueWidth), pdf.y, valueWidth, BODY, valueDirection(value));
    pdf.y += height;
    pdf.doc.moveTo(pdf.left, pdf.y - 2).lineTo(pdf.left + pdf.width, pdf.y - 2).lineWidth(0.25).strokeColor('#e1dfdd').stroke();
  }
  pdf.y += 4;
}
