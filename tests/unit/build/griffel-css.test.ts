import { resolveStyleRulesForSlots } from '@griffel/core';
import { tokens, webLightTheme } from '@fluentui/react-theme';
import { describe, expect, it } from 'vitest';
import { griffelCss, stylesheetOf } from '../../../src/build/griffel-css.ts';

// The built portal's styles are a static stylesheet (src/build/griffel-css.ts): what the build does
// to a module, and the order the stylesheet keeps, which is the order Griffel's run time gives its
// <style> elements (a later bucket wins over an earlier one at equal specificity).
const plugin = griffelCss({ ownCode: /[\\/]src[\\/]portal[\\/]/, theme: { module: '/x/src/portal/app/provider-theme.ts', exportName: 'providerTheme', value: webLightTheme as never } });
const transform = (code: string, id: string) =>
  (plugin.transform as (this: unknown, code: string, id: string) => Promise<{ code: string } | null>).call({ warn: (message: string) => { throw new Error(message); } }, code, id);

describe('the build of Griffel styles', () => {
  it('compiles our makeStyles to class names only, with the classes Griffel gives at run time', async () => {
    const styles = { root: { color: tokens.colorNeutralForeground1, paddingLeft: '4px', ':hover': { color: 'red' } } };
    const out = await transform(
      "import { makeStyles, tokens } from '@fluentui/react-components';\nconst useStyles = makeStyles({ root: { color: tokens.colorNeutralForeground1, paddingLeft: '4px', ':hover': { color: 'red' } } });\nexport const edge = tokens.colorBrandStroke1;\n",
      '/x/src/portal/a.tsx',
    );
    const [classes] = resolveStyleRulesForSlots(styles, '');
    expect(out!.code).toContain(`__griffel0Css(${JSON.stringify(classes)})`);
    expect(out!.code).toContain("from \"@fluentui/react-components\"");
    expect(out!.code).not.toContain('makeStyles({');
    expect(out!.code).toContain('export const edge = "var(--colorBrandStroke1)"');
  });

  it('takes __css from the package that gave __styles (FluentProvider passes the direction to @griffel/core itself)', async () => {
    const code = 'import { __styles, __resetStyles } from "@griffel/core";\nconst a = /*#__PURE__*/__styles({ root: { sj55zd: "f1" } }, { d: [".f1{color:red;}"] });\nconst b = /*#__PURE__*/__resetStyles("r1", null, [".r1{margin:0;}"]);\n';
    const out = await transform(code, '/x/node_modules/@fluentui/react-provider/lib/p.styles.js');
    expect(out!.code).toContain('import { __css as __griffel0Css, __resetCSS as __griffel0ResetCSS } from "@griffel/core"');
    expect(out!.code).toContain('/*#__PURE__*/__griffel0Css({ root: { sj55zd: "f1" } })');
    expect(out!.code).toContain('/*#__PURE__*/__griffel0ResetCSS("r1", null)');
    expect(out!.code).not.toContain('color:red');
  });

  it('gives the theme module no theme', async () => {
    expect((await transform('export const providerTheme = webLightTheme;', '/x/src/portal/app/provider-theme.ts'))!.code).toBe('export const providerTheme = undefined;\n');
  });

  it('orders rules by bucket, then media query, then priority, each once', () => {
    const css = stylesheetOf([
      { h: ['.h1:hover{color:red;}'], m: [['@media (min-width: 800px){.m2{color:blue;}}', { m: '(min-width: 800px)' }]], d: [['.p1{padding:0;}', { p: -1 }], '.d1{color:green;}'] },
      { m: [['@media (max-width: 600px){.m1{color:blue;}}', { m: '(max-width: 600px)' }]], d: ['.d1{color:green;}', '.d2{padding-left:1px;}'], r: ['.r1{margin:0;}'] },
    ]);
    const order = ['.r1', '.p1', '.d1', '.d2', '.h1', '.m1', '.m2'].map((name) => css.indexOf(`${name}`));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(css.split('.d1{').length).toBe(2);
  });
});
