/**
 * What the portal's build gives @rjsf/core for `markdown-to-jsx/react` (vite.config.ts, resolve.alias):
 * the text with its Markdown marks (`**`, `_`, `` ` ``) taken out, not a Markdown renderer.
 *
 * RJSF 6 imports markdown-to-jsx (about 12 kB gzip) in modules every form loads (the object field,
 * the unsupported-field template, its file widget), to render rich descriptions and help, which
 * only the ui options `enableMarkdownInDescription` / `enableMarkdownInHelp` turn on — our forms do
 * not: their descriptions and help are locale texts, shown as they are. What is left is RJSF's own
 * developer messages ("Unsupported field schema for field `%1`"), which read as well without marks.
 * Tests (vitest) run with the real package.
 */
import type { HTMLAttributes, ReactNode } from 'react';

type MarkdownProps = HTMLAttributes<HTMLSpanElement> & { children?: ReactNode; options?: unknown };

/** `**bold**`, `_emphasis_` and `` `code` `` as their plain text. */
export const plainText = (text: string) => text.replace(/\*\*(.+?)\*\*|(?<![\w])_(.+?)_(?![\w])|`(.+?)`/g, (_, bold?: string, em?: string, code?: string) => bold ?? em ?? code ?? '');

/** markdown-to-jsx's `Markdown`, drawing the text without its marks. */
export function Markdown({ children, options: _options, ...rest }: MarkdownProps) {
  return <span {...rest}>{typeof children === 'string' ? plainText(children) : children}</span>;
}
