import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const portal = join(root, 'src', 'portal');
/** Attributes whose text a user sees or hears. */
const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description', 'aria-valuetext']);
/** Text with a letter or digit in any script is a user-visible literal; pure punctuation (·, –, :) is layout. */
const WORDY = /[\p{L}\p{N}]/u;

function tsxFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/** `file:line: text` for each JSX text and visible string attribute that is not from a locale file. */
export function literalsIn(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, value: string) => {
    if (!WORDY.test(value)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${fileName}:${line + 1}: ${value.trim()}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) report(init, init.text);
      if (ts.isJsxExpression(init) && init.expression && (ts.isStringLiteral(init.expression) || ts.isNoSubstitutionTemplateLiteral(init.expression))) {
        report(init.expression, init.expression.text);
      }
    }
    // A string literal as a JSX child: <b>{'Save'}</b>.
    if (ts.isJsxExpression(node) && node.expression && ts.isStringLiteral(node.expression) && ts.isJsxElement(node.parent)) report(node.expression, node.expression.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('no user-visible literal in src/portal outside locale files', () => {
  it('finds none in any TSX file', () => {
    const found = tsxFiles(portal).flatMap((path) => literalsIn(relative(root, path), readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });

  it('would catch JSX text, visible attributes and literal children', () => {
    const sample = `const A = () => <div title="Close" aria-label={'Menu'}><p>Save changes</p><i>{'حفظ'}</i><span>–</span><img alt={t('x')} /></div>;`;
    expect(literalsIn('sample.tsx', sample).map((line) => line.split(': ')[1])).toEqual(['Close', 'Menu', 'Save changes', 'حفظ']);
  });
});
