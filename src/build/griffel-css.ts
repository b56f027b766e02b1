/**
 * Griffel's styles (Fluent UI v9's CSS-in-JS) as a static stylesheet in the built portal, so that
 * style definitions and Griffel's style engine leave the JavaScript (issue 19 item 7, issue 21 item 2).
 *
 * - Fluent's packages ship compiled styles, `__styles(classes, cssRules)` and
 *   `__resetStyles(ltr, rtl, cssRules)`: the build turns them into `__css(classes)` and
 *   `__resetCSS(ltr, rtl)`, which only pick class names, and keeps their rules for the stylesheet.
 * - The portal's own `makeStyles({...})` calls are compiled here the way Griffel does it at run time
 *   (`resolveStyleRulesForSlots`, no hash salt: FluentProvider's default), then treated the same.
 *   Their styles may name only literals, `tokens` and `shorthands` (all of ours do); a call naming
 *   anything else stays as it is, with a warning, and runs at run time as before.
 * - `tokens.name` in the portal's code becomes its value (`var(--name)`), so the tokens object, whose
 *   names and values weigh about 7 kB gzip, leaves the first load too.
 *
 * The stylesheet keeps the order Griffel's run-time renderer gives its `<style>` elements — by bucket
 * (reset, default, link, visited, focus-within, focus, focus-visible, hover, active, at-rules, keyframes,
 * media, container), then media query, then priority (shorthands before longhands) — and holds the
 * rules of every style hook that is still in the bundle after tree shaking. It comes after the global
 * stylesheet, as Griffel's `<style>` elements came after it. The development server keeps Griffel's
 * run time (the plugin applies to `vite build` only).
 */
import { defaultCompareMediaQueries, normalizeCSSBucketEntry, resolveStyleRulesForSlots, shorthands, styleBucketOrdering, type CSSRulesByBucket } from '@griffel/core';
import { tokens } from '@fluentui/react-theme';
import { parseSync, transformWithOxc, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Call = Node & { callee: Node & { name?: string }; arguments: Node[] };
/** What one style hook adds to the stylesheet, and class names that are in the bundle's code while the hook is. */
type Collected = { rules: CSSRulesByBucket; markers: string[] };
type Edit = { start: number; end: number; text: string };

const PRECOMPILED = /\b__(?:styles|resetStyles)\(/;
const OWN_STYLES = /\bmakeStyles\(/;
const TOKEN_READS = /\btokens\./;
// Where `tokens` comes from: Fluent's packages take it from react-theme, the portal from react-components.
const TOKEN_SOURCES = new Set(['@fluentui/react-components', '@fluentui/react-theme', '@fluentui/tokens']);
const NODE_MODULES = /[\\/]node_modules[\\/]/;
// The packages whose `__styles`/`__resetStyles`/`makeStyles` are compiled; each also exports `__css` and
// `__resetCSS`, taken from the same one: @griffel/react's hooks read the text direction from React's
// context, @griffel/core's take it as an argument (FluentProvider's own styles, above its direction).
const GRIFFEL_SOURCES = new Set(['@griffel/react', '@griffel/core', '@fluentui/react-components']);
const COMPILED_NAMES = new Set(['__styles', '__resetStyles', 'makeStyles']);

function walk(node: unknown, visit: (node: Node) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (typeof (node as Node).type === 'string') visit(node as Node);
  for (const key in node) if (key !== 'parent') walk((node as Record<string, unknown>)[key], visit);
}

/** The value of a literal argument of compiled output (objects, arrays, strings, numbers, null). */
function literal(code: string, node: Node): unknown {
  return new Function(`return (${code.slice(node.start, node.end)});`)();
}

/** Class names a classes map (`{ slot: { key: 'f1' | ['f1', 'f2'] } }`) gives, a few of them. */
function classNamesOf(classes: unknown, into: string[] = []): string[] {
  if (typeof classes === 'string') into.push(classes);
  else if (classes && typeof classes === 'object') for (const value of Object.values(classes)) if (into.length < 3) classNamesOf(value, into);
  return into;
}

/** Applies edits (ranges of `code` to replace), last first. */
function applyEdits(code: string, edits: Edit[]): string {
  let out = code;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** Rules in the order of Griffel's run-time style elements, each once. */
export function stylesheetOf(collected: CSSRulesByBucket[]): string {
  const order = new Map(styleBucketOrdering.map((bucket, index) => [bucket as string, index]));
  type Sheet = { bucket: number; condition: string; priority: number; rules: string[] };
  const sheets = new Map<string, Sheet>();
  const seen = new Set<string>();
  for (const rules of collected) {
    for (const [bucket, entries] of Object.entries(rules) as [string, unknown[]][]) {
      for (const entry of entries ?? []) {
        const [css, meta = {}] = normalizeCSSBucketEntry(entry as Parameters<typeof normalizeCSSBucketEntry>[0]) as [string, Record<string, string | number>?];
        if (seen.has(css)) continue;
        seen.add(css);
        const condition = bucket === 'm' ? String(meta.m ?? '') : bucket === 'x' ? String(meta.x ?? '') : '';
        const priority = Number(meta.p ?? 0);
        const key = `${bucket}\u0000${condition}\u0000${priority}`;
        let sheet = sheets.get(key);
        if (!sheet) sheets.set(key, (sheet = { bucket: order.get(bucket) ?? order.size, condition, priority, rules: [] }));
        sheet.rules.push(css);
      }
    }
  }
  const sorted = [...sheets.values()].sort((a, b) => a.bucket - b.bucket || defaultCompareMediaQueries(a.condition, b.condition) || a.priority - b.priority);
  return sorted.map((sheet) => sheet.rules.join('')).join('\n') + '\n';
}

/** The theme FluentProvider would write on its element, as variables of the document's root. */
function themeRule(theme: Record<string, string | number>): string {
  return `:root{${Object.entries(theme).map(([name, value]) => `--${name}:${value};`).join('')}}\n`;
}

/**
 * Options: `ownCode`, the portal's modules (their `makeStyles` and `tokens` are compiled); `theme`, the
 * module that exports FluentProvider's theme, which the build makes export `undefined`, the theme's
 * variables going to the stylesheet's root rule instead.
 */
export type GriffelCssOptions = { ownCode: RegExp; theme: { module: string; exportName: string; value: Record<string, string | number> } };

/** Vite plugin (build only): see the file's comment. */
export function griffelCss(options: GriffelCssOptions): Plugin {
  const byModule = new Map<string, Collected[]>();
  let fileName: string | undefined;
  let base = '/';
  const tokenValues = tokens as Record<string, string>;

  /** `__styles(...)` / `__resetStyles(...)` of compiled output: the edits, or none when an argument is not a literal. */
  function precompiled(code: string, call: Call, found: Collected[], alias: string): Edit | undefined {
    const [classes, second, third] = call.arguments;
    try {
      if (call.callee.name === '__styles' && classes && second && call.arguments.length === 2) {
        const map = literal(code, classes);
        found.push({ rules: literal(code, second) as CSSRulesByBucket, markers: classNamesOf(map) });
        return { start: call.start, end: call.end, text: `${alias}Css(${code.slice(classes.start, classes.end)})` };
      }
      if (call.callee.name === '__resetStyles' && classes && second && third && call.arguments.length === 3) {
        const ltr = literal(code, classes) as string;
        const rules = literal(code, third) as string[] | CSSRulesByBucket;
        found.push({ rules: Array.isArray(rules) ? { r: rules } : rules, markers: [ltr] });
        return { start: call.start, end: call.end, text: `${alias}ResetCSS(${code.slice(classes.start, second.end)})` };
      }
    } catch {
      // Not a literal: left to Griffel's run time.
    }
    return undefined;
  }

  /** The portal's `makeStyles({...})`, compiled; throws (a ReferenceError) when its styles name more than literals, tokens and shorthands. */
  async function ownMakeStyles(code: string, call: Call, found: Collected[], alias: string): Promise<Edit | undefined> {
    const [styles] = call.arguments;
    if (!styles || call.arguments.length !== 1) return undefined;
    const js = (await transformWithOxc(`export default (${code.slice(styles.start, styles.end)});`, 'styles.ts')).code;
    const evaluate = new Function('tokens', 'shorthands', js.replace(/^export default\s*/m, 'return '));
    const [classes, rules] = resolveStyleRulesForSlots(evaluate(tokens, shorthands) as Parameters<typeof resolveStyleRulesForSlots>[0], '');
    found.push({ rules, markers: classNamesOf(classes) });
    return { start: call.start, end: call.end, text: `${alias}Css(${JSON.stringify(classes)})` };
  }

  return {
    name: 'portal-griffel-css',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async transform(code, id) {
      const path = id.split('?')[0]!;
      if (path === options.theme.module) return { code: `export const ${options.theme.exportName} = undefined;\n`, map: null };
      const own = options.ownCode.test(path) && !NODE_MODULES.test(path) && /\.[cm]?[jt]sx?$/.test(path);
      const script = own || (NODE_MODULES.test(path) && /\.[cm]?js$/.test(path));
      const fluent = script && !own && PRECOMPILED.test(code);
      if (!script || !((own && OWN_STYLES.test(code)) || fluent || TOKEN_READS.test(code))) return null;
      const { program, errors } = parseSync(path, code);
      if (errors.length) return null;
      const calls: Call[] = [];
      const tokenReads: Node[] = [];
      let importsTokens = false;
      // Callee name → the package it is imported from; the alias of `__css`/`__resetCSS` taken from that package.
      const sourceOf = new Map<string, string>();
      const aliases = new Map<string, string>();
      const aliasFor = (name: string) => {
        const source = sourceOf.get(name)!;
        if (!aliases.has(source)) aliases.set(source, `__griffel${aliases.size}`);
        return aliases.get(source)!;
      };
      walk(program, (node) => {
        if (node.type === 'CallExpression' && (node as Call).callee.type === 'Identifier') calls.push(node as Call);
        if (node.type === 'ImportDeclaration' && GRIFFEL_SOURCES.has(String((node.source as Node).value))) {
          for (const specifier of node.specifiers as Node[]) {
            const name = String((specifier.local as Node | undefined)?.name);
            if (specifier.type === 'ImportSpecifier' && (specifier.imported as Node).name === name && COMPILED_NAMES.has(name)) sourceOf.set(name, String((node.source as Node).value));
          }
        }
        if (node.type === 'ImportDeclaration' && TOKEN_SOURCES.has(String((node.source as Node).value))) {
          for (const specifier of node.specifiers as Node[]) {
            if (specifier.type === 'ImportSpecifier' && (specifier.imported as Node).name === 'tokens' && (specifier.local as Node).name === 'tokens') importsTokens = true;
          }
        }
        if (node.type === 'MemberExpression' && !node.computed && (node.object as Node).type === 'Identifier' && (node.object as Node).name === 'tokens') tokenReads.push(node);
      });
      const found: Collected[] = [];
      const edits: Edit[] = [];
      for (const call of calls) {
        const name = call.callee.name;
        if (!name || !sourceOf.has(name)) continue;
        if (fluent && (name === '__styles' || name === '__resetStyles')) {
          const edit = precompiled(code, call, found, aliasFor(name));
          if (edit) edits.push(edit);
          else this.warn(`${name}() with arguments that are not literals left to Griffel's run time`);
        }
        if (own && name === 'makeStyles') {
          const edit = await ownMakeStyles(code, call, found, aliasFor(name)).catch((error: Error) => {
            this.warn(`makeStyles() left to Griffel's run time: ${error.message}`);
            return undefined;
          });
          if (edit) edits.push(edit);
        }
      }
      // tokens.name outside the compiled calls: the token's value (a `var(--name)` string).
      for (const read of importsTokens ? tokenReads : []) {
        const inside = edits.some((edit) => read.start >= edit.start && read.end <= edit.end);
        const value = tokenValues[String((read.property as Node).name)];
        if (!inside && value !== undefined) edits.push({ start: read.start, end: read.end, text: JSON.stringify(value) });
      }
      if (!edits.length) return null;
      if (found.length) byModule.set(id, found);
      const imports = [...aliases].map(([source, alias]) => `import { __css as ${alias}Css, __resetCSS as ${alias}ResetCSS } from ${JSON.stringify(source)};\n`);
      return { code: imports.join('') + applyEdits(code, edits), map: null };
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const collected: CSSRulesByBucket[] = [];
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          for (const id of output.moduleIds) {
            // A hook that tree shaking dropped left its class names out of the chunk.
            for (const hook of byModule.get(id) ?? []) if (hook.markers.every((name) => output.code.includes(name))) collected.push(hook.rules);
          }
        }
        const reference = this.emitFile({ type: 'asset', name: 'griffel.css', source: themeRule(options.theme.value) + stylesheetOf(collected) });
        fileName = this.getFileName(reference);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!fileName) return html;
        const link = `<link rel="stylesheet" crossorigin href="${base}${fileName}">`;
        const last = html.lastIndexOf('<link rel="stylesheet"');
        if (last < 0) return html.replace('</head>', `  ${link}\n  </head>`);
        const end = html.indexOf('>', last) + 1;
        return `${html.slice(0, end)}\n    ${link}${html.slice(end)}`;
      },
    },
  };
}
