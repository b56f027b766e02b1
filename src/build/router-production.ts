/**
 * react-router's production build, and only the parts of it the portal uses, in the portal's bundle.
 *
 * The package's `exports` name its development build for every condition (`dist/development`); its
 * `dist/production` twin differs only in `ENABLE_DEV_WARNINGS = false`, which drops the warnings and
 * the development error screens. And its chunk sets `displayName` at the top level on components the
 * portal never draws (NavLink, Form, ScrollRestoration, unstable_HistoryRouter): those assignments are
 * side effects, and so are their `forwardRef` calls, unmarked, so the bundler keeps the components and
 * what only they use (submissions, scroll restoration). Left out and marked pure, they go with the rest of what is unused (issue 21 item 2).
 */
import type { Plugin } from 'vite';

const DEVELOPMENT_BUILD = /([\\/]node_modules[\\/]react-router[\\/]dist[\\/])development([\\/][^\\/]+\.mjs)$/;
// Top-level `Name.displayName = "…";` statements; React reads displayName only in development tools.
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
// `var Link = React10.forwardRef(…)`: a call the bundler cannot tell is pure unless it is marked so.
const FORWARD_REF = /(\bvar [A-Za-z_$][\w$]* = )(React\d*\.forwardRef\()/g;

export function routerProduction(): Plugin {
  return {
    name: 'router-production',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !DEVELOPMENT_BUILD.test(resolved.id)) return resolved;
      return { ...resolved, id: resolved.id.replace(DEVELOPMENT_BUILD, '$1production$2') };
    },
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/.test(id)) return null;
      return { code: code.replace(DISPLAY_NAME, '').replace(FORWARD_REF, '$1/* @__PURE__ */ $2'), map: null };
    },
  };
}
