/**
 * A PDF in the caller's language: A4, right to left in Arabic and left to right in English, every
 * page with the ministry's header and a footer (a line of the caller's choosing and "page n of m").
 * Blocks (blocks.ts, table.ts) write at `y` and ask `room()` for a new page when they need one.
 */
import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import type { Language } from '../../../../../generated/i18n/resources.ts';
import { formatNumber } from '../../../../shared/format/locale.ts';
import { translate } from '../../i18n.ts';
import { fontFiles } from './fonts.ts';
import { lineWriter, type LineWriter } from './text-line.ts';

/** pdfkit (with fontkit under it) is loaded by the first PDF, not by every start of the server (about 0.3 s). */
const require = createRequire(import.meta.url);
let pdfkit: typeof PDFDocument | undefined;
const loadPdfkit = () => (pdfkit ??= require('pdfkit') as typeof PDFDocument);

/** What a document says about itself: its title (header and metadata) and the footer line. */
export type PdfSetup = { language: Language; title: string; footer: string; landscape?: boolean };

const MARGIN = 40;
const HEADER = 64;
const FOOTER = 40;
const RULE = '#8a8886';

/** An open document; `finish()` ends it and gives its bytes. */
export type PdfWriter = {
  readonly language: Language;
  readonly rtl: boolean;
  readonly doc: typeof PDFDocument.prototype;
  readonly lines: LineWriter;
  /** The content box's left edge, width and bottom. */
  readonly left: number;
  readonly width: number;
  readonly bottom: number;
  /** Where the next block starts. */
  y: number;
  /** Starts a new page unless `height` still fits below `y`; true when it started one. */
  room(height: number): boolean;
  /** The left x of a box `width` wide placed `offset` from the start edge (the right edge in Arabic). */
  fromStart(offset: number, width: number): number;
  finish(): Promise<Buffer>;
};

/** Opens a document with its first page. */
export function createPdf(setup: PdfSetup): PdfWriter {
  const rtl = setup.language === 'ar';
  const PdfDocument = loadPdfkit();
  const doc = new PdfDocument({
    size: 'A4', layout: setup.landscape ? 'landscape' : 'portrait', margin: 0, bufferPages: true, autoFirstPage: false,
    lang: setup.language, displayTitle: true, info: { Title: setup.title, Author: translate(setup.language, 'common.ministry_name') },
  });
  for (const [name, bytes] of fontFiles()) doc.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const lines = lineWriter(doc, rtl ? 'rtl' : 'ltr');

  const addPage = () => {
    doc.addPage();
    const width = doc.page.width - 2 * MARGIN;
    lines.draw(translate(setup.language, 'common.ministry_name'), MARGIN, MARGIN + 10, width, 'start', { size: 10, bold: true, color: '#0f4c81' });
    lines.draw(setup.title, MARGIN, MARGIN + 10, width, 'end', { size: 9, color: '#605e5c' });
    doc.moveTo(MARGIN, MARGIN + 20).lineTo(MARGIN + width, MARGIN + 20).lineWidth(0.75).strokeColor(RULE).stroke();
    writer.y = MARGIN + HEADER - 24;
  };

  const writer: PdfWriter = {
    language: setup.language, rtl, doc, lines, left: MARGIN, y: 0,
    get width() { return doc.page.width - 2 * MARGIN; },
    get bottom() { return doc.page.height - MARGIN - FOOTER; },
    room(height) {
      if (writer.y + height <= writer.bottom) return false;
      addPage();
      return true;
    },
    fromStart: (offset, width) => (rtl ? MARGIN + writer.width - offset - width : MARGIN + offset),
    async finish() {
      const { start, count } = doc.bufferedPageRange();
      for (let page = start; page < start + count; page += 1) {
        doc.switchToPage(page);
        const y = doc.page.height - MARGIN - 12;
        doc.moveTo(MARGIN, y - 16).lineTo(MARGIN + writer.width, y - 16).lineWidth(0.5).strokeColor(RULE).stroke();
        const style = { size: 8, color: '#605e5c' };
        lines.draw(setup.footer, MARGIN, y, writer.width, 'start', style);
        const numbers = { page: formatNumber(page - start + 1, setup.language), pages: formatNumber(count, setup.language) };
        lines.draw(translate(setup.language, 'common.pdf.page_of', numbers), MARGIN, y, writer.width, 'end', style);
      }
      doc.end();
      return done;
    },
  };
  addPage();
  return writer;
}
