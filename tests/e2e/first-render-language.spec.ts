import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { signIn, useLanguage } from './support/portal.ts';

// The first render is laid out once, in the page's language (issue 19 item 7): `<html lang dir>` are
// the stored language's before React draws anything (index.html says Arabic; an English page was laid
// out as Arabic first and again after an effect corrected it).
for (const language of ['ar', 'en'] as const) {
  test(`the first render is drawn with <html lang dir> of the stored language (${language})`, async ({ page }) => {
    await useLanguage(page, language);
    // What <html> says when the portal first puts something in #root.
    await page.addInitScript(() => {
      const seen = window as unknown as { firstRender?: string[] };
      new MutationObserver((_, observer) => {
        const root = document.getElementById('root');
        if (!root?.firstElementChild) return;
        seen.firstRender = [document.documentElement.lang, document.documentElement.dir];
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await signIn(page, 'staff');
    await expect(page.getByTestId('figure-cards')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { firstRender?: string[] }).firstRender)).toEqual([language, language === 'ar' ? 'rtl' : 'ltr']);
  });
}

// Arabic text is drawn in a font its element's font stack names (global.css): none of Fluent's fonts
// draws Arabic on Linux, and the browser's per-character fallback for each word nearly doubled the
// overview's first layout there.
test('the Arabic overview is drawn in fonts its font stack names, without per-character fallback', async ({ page }) => {
  await useLanguage(page, 'ar');
  await signIn(page, 'staff');
  await expect(page.getByTestId('figure-cards')).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  type Node = { nodeId: number; nodeType: number; nodeName: string; nodeValue: string; children?: Node[] };
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1 })) as { root: Node };
  const body = (function find(node: Node): Node | undefined {
    return node.nodeName === 'BODY' ? node : node.children?.map(find).find(Boolean);
  })(root)!;
  const unnamed: string[] = [];
  let glyphs = 0;
  const visit = async (node: Node): Promise<void> => {
    if (node.nodeType === 1 && node.children?.some((child) => child.nodeType === 3 && child.nodeValue.trim())) {
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId });
      const { computedStyle } = await cdp.send('CSS.getComputedStyleForNode', { nodeId: node.nodeId });
      const stack = computedStyle.find((property) => property.name === 'font-family')!.value.split(',').map((name) => name.trim().replace(/^["']|["']$/g, '').toLowerCase());
      for (const font of fonts) {
        glyphs += font.glyphCount;
        if (!stack.includes(font.familyName.toLowerCase())) unnamed.push(`${font.familyName} in <${node.nodeName.toLowerCase()}> (${stack.join(', ')})`);
      }
    }
    for (const child of node.children ?? []) await visit(child);
  };
  await visit(body);
  expect(glyphs).toBeGreaterThan(100);
  expect([...new Set(unnamed)]).toEqual([]);
});
