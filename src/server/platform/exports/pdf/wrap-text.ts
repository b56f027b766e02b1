/**
 * Breaks text into lines that fit a width, in logical order (each line is put in visual order when
 * drawn). Words go whole; a word wider than the line (an e-mail in a narrow column) is cut.
 */

/** The lines of `text` no wider than `width`, measured by `measure`; `\n` starts a new line. */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  if (!text.includes('\n') && measure(text) <= width) return [text]; // most cells: measured once, as drawn
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      for (const piece of cutWord(word, width, measure)) {
        if (line) lines.push(line);
        line = piece;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** A word in pieces that each fit (at least one character a piece). */
function cutWord(word: string, width: number, measure: (text: string) => number): string[] {
  if (measure(word) <= width) return [word];
  const pieces: string[] = [];
  let piece = '';
  for (const char of Array.from(word)) {
    if (piece && measure(piece + char) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}
