/**
 * Cuts the visual runs of a line into pieces of one font each, still in visual order, and says
 * what string to hand fontkit for each: fontkit shapes Arabic (joined letters) and reverses a
 * piece whenever it holds Arabic-script characters, whatever the run's direction.
 */
import { hasRightToLeft, type VisualRun } from './bidi-runs.ts';

/** The two font families: Noto Naskh Arabic for Arabic script, Noto Sans for the rest. */
export type Face = 'arabic' | 'latin';

/** A piece of a line in one face; `input` is what fontkit is given so that its glyphs come out in visual order. */
export type Segment = { face: Face; text: string; rtl: boolean; input: string };

/** The face a character needs; undefined when either face has it. */
export type FaceOf = (char: string) => Face | undefined;

const reversed = (text: string): string => Array.from(text).reverse().join('');

/** Logical-order pieces of one run: a character either face has joins the piece before it (or after it, at the start). */
function piecesOf(text: string, faceOf: FaceOf, fallback: Face): Array<{ face: Face; text: string }> {
  const chars = Array.from(text);
  const faces = chars.map(faceOf);
  const first = faces.find((face) => face !== undefined) ?? fallback;
  const pieces: Array<{ face: Face; text: string }> = [];
  chars.forEach((char, i) => {
    const last = pieces.at(-1);
    const face = faces[i] ?? last?.face ?? first;
    if (last && last.face === face) last.text += char;
    else pieces.push({ face, text: char });
  });
  return pieces;
}

/** The segments of a line's visual runs, left to right; `fallback` draws a run of characters either face has. */
export function segmentsOf(runs: VisualRun[], faceOf: FaceOf, fallback: Face): Segment[] {
  return runs.flatMap((run) => {
    const pieces = piecesOf(run.text, faceOf, fallback);
    return (run.rtl ? pieces.reverse() : pieces).map(({ face, text }) => {
      // When fontkit's own reversal disagrees with the run (brackets in a right-to-left run, Arabic-Indic
      // digits in a left-to-right one), hand it the piece reversed: neither kind of character joins.
      const input = hasRightToLeft(text) === run.rtl ? text : reversed(text);
      return { face, text, rtl: run.rtl, input };
    });
  });
}

/** The line as a reader sees it from left to right, one character after another (for tests and checks). */
export const visualText = (segments: Segment[]): string => segments.map((s) => (s.rtl ? reversed(s.text) : s.text)).join('');
