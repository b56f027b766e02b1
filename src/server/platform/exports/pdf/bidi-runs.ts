/**
 * The Unicode bidirectional algorithm (UAX #9, through bidi-js) for one line of a PDF: pdfkit
 * draws glyphs left to right and fontkit only reverses a run it shapes as Arabic, so mixed
 * Arabic, Latin and digits must be cut into runs and put in visual order here.
 */
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** A paragraph's base direction: the document's (Arabic right to left, English left to right). */
export type Direction = 'ltr' | 'rtl';

/** One run of a line, in visual order: its characters in logical order, and whether they read right to left. */
export type VisualRun = { text: string; rtl: boolean };

// Marks that only steer the algorithm (LRM, RLM, ALM, embeddings, isolates): Intl puts them in dates; they draw nothing.
const CONTROL = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;

type LevelRun = { start: number; end: number; level: number };

/** Maximal stretches of equal embedding level; a control mark joins the stretch before it. */
function levelRuns(text: string, levels: Uint8Array): LevelRun[] {
  const runs: LevelRun[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const last = runs.at(-1);
    if (CONTROL.test(text[i]!)) {
      if (last) last.end = i + 1; // dropped when the run's text is built; it must not split the run
      continue;
    }
    if (last && last.level === levels[i]) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, level: levels[i]! });
  }
  return runs;
}

/** Rule L2: from the highest level down to the lowest odd one, reverse every stretch of runs at that level or above. */
function reorder(runs: LevelRun[]): LevelRun[] {
  const order = [...runs];
  const levels = order.map((run) => run.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.map((level) => (level % 2 ? level : level + 1)), highest + 1);
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let i = 0; i < order.length; ) {
      if (order[i]!.level < level) { i += 1; continue; }
      let j = i;
      while (j < order.length && order[j]!.level >= level) j += 1;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  return order;
}

/** The runs of one line of text, left to right as they appear on the page, brackets mirrored in right-to-left runs. */
export function visualRuns(text: string, base: Direction): VisualRun[] {
  const embedding = bidi.getEmbeddingLevels(text, base);
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
  return reorder(levelRuns(text, embedding.levels)).map(({ start, end, level }) => {
    let chars = '';
    for (let i = start; i < end; i += 1) if (!CONTROL.test(text[i]!)) chars += mirrored.get(i) ?? text[i];
    return { text: chars, rtl: level % 2 === 1 };
  });
}

/** Whether a text has a right-to-left letter (Arabic, Hebrew...) and so reads right to left on its own. */
export const hasRightToLeft = (text: string): boolean => /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u.test(text);

/** The direction of a value on its own (rule P2, as HTML's dir="auto"): its first strong letter's, else `fallback`. */
export function directionOf(text: string, fallback: Direction): Direction {
  for (const char of text) {
    const type = bidi.getBidiCharTypeName(char);
    if (type === 'L') return 'ltr';
    if (type === 'R' || type === 'AL') return 'rtl';
  }
  return fallback;
}
