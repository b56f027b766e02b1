import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';

/** A step of a key path: a mapping key, or a sequence index. */
export type KeyPath = Array<string | number>;

type Parsed = { contents: Node | null; lines: LineCounter };

/**
 * Where things are in a spec file, for `file:line:` problems. YAML and JSON files alike (JSON is
 * read as YAML, which keeps each node's offset). Each file is parsed once, when first asked about.
 */
export class SpecLines {
  private readonly files = new Map<string, Parsed | undefined>();

  constructor(private readonly root: string) {}

  private parsed(file: string): Parsed | undefined {
    if (!this.files.has(file)) {
      try {
        const lines = new LineCounter();
        const document = parseDocument(readFileSync(join(this.root, file), 'utf8'), { lineCounter: lines });
        this.files.set(file, { contents: document.contents as Node | null, lines });
      } catch {
        this.files.set(file, undefined);
      }
    }
    return this.files.get(file);
  }

  /** The node at `path`, or the deepest node found on the way, and the line of its key (or of itself). */
  private walk(parsed: Parsed, path: KeyPath): { node: Node | null; offset: number | undefined } {
    let node = parsed.contents;
    let offset = node?.range?.[0];
    for (const step of path) {
      if (isMap(node)) {
        const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(step));
        if (!pair) break;
        offset = (pair.key as Node).range?.[0] ?? offset;
        node = pair.value as Node | null;
      } else if (isSeq(node) && typeof step === 'number' && node.items[step]) {
        node = node.items[step] as Node;
        offset = node.range?.[0] ?? offset;
      } else break;
    }
    return { node, offset };
  }

  /** The 1-based line of `path` in `file` (of the deepest part of it that exists); undefined when the file cannot be read. */
  line(file: string, path: KeyPath): number | undefined {
    const parsed = this.parsed(file);
    if (!parsed) return undefined;
    const { offset } = this.walk(parsed, path);
    return offset === undefined ? undefined : parsed.lines.linePos(offset).line;
  }

  /**
   * The line of the first scalar equal to `value` under `path` (a field in a list of fields, a key
   * such as `x-filter: country` when `key` is given), else the line of `path` itself.
   */
  lineOfValue(file: string, path: KeyPath, value: string, key?: string): number | undefined {
    const parsed = this.parsed(file);
    if (!parsed) return undefined;
    const { node, offset } = this.walk(parsed, path);
    const find = (n: unknown, parentKey?: string): number | undefined => {
      if (isScalar(n)) return String(n.value) === value && (key === undefined || parentKey === key) ? n.range?.[0] : undefined;
      if (isSeq(n)) {
        for (const item of n.items) {
          const found = find(item, parentKey);
          if (found !== undefined) return found;
        }
      }
      if (isMap(n)) {
        for (const pair of n.items) {
          const found = find(pair.value, isScalar(pair.key) ? String(pair.key.value) : undefined);
          if (found !== undefined) return found;
        }
      }
      return undefined;
    };
    const at = find(node) ?? offset;
    return at === undefined ? undefined : parsed.lines.linePos(at).line;
  }

  /** `file:line` of `path` (just `file` when no line is known), the start of a problem line. */
  at(file: string, path: KeyPath): string {
    const line = this.line(file, path);
    return line === undefined ? file : `${file}:${line}`;
  }

  /** `file:line` of the first `value` under `path` (see lineOfValue). */
  atValue(file: string, path: KeyPath, value: string, key?: string): string {
    const line = this.lineOfValue(file, path, value, key);
    return line === undefined ? file : `${file}:${line}`;
  }
}

/** The line and column (1-based) of a character offset in a text. */
export function linePosition(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const line = before.split('\n').length;
  return { line, column: before.length - before.lastIndexOf('\n') };
}
