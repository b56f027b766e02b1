/**
 * A table that flows over pages, its header row repeated at the top of each; the first column
 * sits at the start edge (the right one in Arabic). Cells wrap; a row is never split.
 */
import { heightOf, valueDirection, writeLines } from './blocks.ts';
import type { PdfWriter } from './pdf-document.ts';
import type { TextStyle } from './text-line.ts';

/** A column: its header and its share of the width (1 by default). */
export type TableColumn = { header: string; weight?: number };

const HEAD: TextStyle = { size: 9, bold: true, color: '#ffffff' };
const CELL: TextStyle = { size: 9 };
const PAD = 4;

/** Draws `rows` (one string per column) under `columns`' headers. */
export function table(pdf: PdfWriter, columns: TableColumn[], rows: string[][]): void {
  const total = columns.reduce((sum, column) => sum + (column.weight ?? 1), 0);
  const widths = columns.map((column) => (pdf.width * (column.weight ?? 1)) / total);
  const offsets = widths.map((_, i) => widths.slice(0, i).reduce((a, b) => a + b, 0));

  const rowHeight = (cells: string[], style: TextStyle, values = false) =>
    Math.max(...cells.map((cell, i) => heightOf(pdf, cell || ' ', widths[i]! - 2 * PAD, style, values ? valueDirection(cell) : undefined))) + 2 * PAD;
  const drawRow = (cells: string[], style: TextStyle, height: number, fill?: string, values = false) => {
    if (fill) pdf.doc.rect(pdf.left, pdf.y, pdf.width, height).fill(fill);
    cells.forEach((cell, i) =>
      writeLines(pdf, cell, pdf.fromStart(offsets[i]!, widths[i]!) + PAD, pdf.y + PAD, widths[i]! - 2 * PAD, style, values ? valueDirection(cell) : undefined));
    pdf.y += height;
    pdf.doc.moveTo(pdf.left, pdf.y).lineTo(pdf.left + pdf.width, pdf.y).lineWidth(0.25).strokeColor('#c8c6c4').stroke();
  };
  const headers = columns.map((column) => column.header);
  const headerHeight = rowHeight(headers, HEAD);
  const header = () => drawRow(headers, HEAD, headerHeight, '#0f4c81');

  pdf.room(headerHeight * 2);
  header();
  rows.forEach((cells, index) => {
    const height = rowHeight(cells, CELL, true);
    if (pdf.room(height)) header();
    drawRow(cells, CELL, height, index % 2 ? '#f3f2f1' : undefined, true);
  });
  pdf.y += 6;
}
