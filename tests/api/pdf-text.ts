/**
 * What a reader (or a screen reader, or search) gets out of a PDF: poppler's pdftotext of the
 * bytes, as words in reading order. pdftotext puts right-to-left text back in logical order and
 * marks the direction changes (U+202A–U+202C), and may move a colon or a bracket across a
 * direction change; words are what must come back in order.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';

/** The text pdftotext extracts (`layout`: keeping the page's columns side by side). */
export function pdfText(bytes: Buffer, layout = false): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-text-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The words of a text in order: letters and digits (with their marks), everything else a separator. */
export const wordsOf = (text: string): string[] => text.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);

/** Where the words of `phrase` start, one after the other, at or after word `from`; -1 when they do not. */
function findPhrase(words: string[], phrase: string, from: number): number {
  const wanted = wordsOf(phrase);
  for (let i = from; i + wanted.length <= words.length; i += 1) {
    if (wanted.every((word, j) => words[i + j] === word)) return i;
  }
  return -1;
}

/**
 * Asserts that each phrase's words appear in `text` one after the other (reading order within a line),
 * and the phrases in the order given: use it for what follows down the page (headings, rows, the cells
 * of a table row), not for a label and the value beside it, whose order poppler may read either way.
 */
export function expectPhrasesInOrder(text: string, phrases: string[]): void {
  const words = wordsOf(text);
  let from = 0;
  for (const phrase of phrases) {
    const at = findPhrase(words, phrase, from);
    expect(at, `«${phrase}» after word ${from} of:\n${text}`).toBeGreaterThanOrEqual(0);
    from = at + wordsOf(phrase).length;
  }
}

/** Asserts that each phrase's words appear in `text` one after the other, wherever the phrase is. */
export function expectPhrases(text: string, phrases: string[]): void {
  const words = wordsOf(text);
  for (const phrase of phrases) expect(findPhrase(words, phrase, 0), `«${phrase}» in:\n${text}`).toBeGreaterThanOrEqual(0);
}

/** The number of pages poppler counts. */
export function pageCount(bytes: Buffer): number {
  return pdfText(bytes).split('\f').filter((page) => page.trim() !== '').length;
}
