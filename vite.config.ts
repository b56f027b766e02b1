import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { precompress } from './src/build/precompress.ts';
import { preloadPlan } from './src/build/preload-plan.ts';
import { webLightTheme } from '@fluentui/react-theme';
import { griffelCss } from './src/build/griffel-css.ts';
import { iconFiles } from './src/build/icon-files.ts';
import { firstLoadChunks } from './src/build/first-load-chunks.ts';
import { routerProduction } from './src/build/router-production.ts';
import { routes } from './generated/screens/routes.ts';
import { frameNamespaces } from './generated/i18n/route-texts.ts';

const root = fileURLToPath(new URL('./src/portal', import.meta.url));

const lib = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);

// Left alone, the bundler cuts a chunk per set of routes sharing a module: the login page then
// loads 38 files, some of 300 bytes, and a browser on HTTP/1.1 fetches six at a time (Lighthouse
// mobile performance of the login page went from 73–82 to 81–88 in single runs here, issue 19).
// Two chunks hold what every page runs: React, the router, i18next and Griffel (makeStyles); then
// Fluent's base (utilities, theme, provider, text, label, button, field, input, spinner, keyborg).
// A group holds the union of what all pages use of those packages, and what its modules import, so
// tabster's core (focus groups, modalizers, movers: about 20 kB gzip), which only menus, dialogs,
// cards and toasts use, is a chunk of its own (`fluent-focus`) that the login page never loads
// (issue 21; login page budget 170 kB, issue 19). Fluent's Card and its header (about 3 kB gzip),
// which most signed-in pages draw, are one chunk of their own (two files before), which the form pages
// without a card do not load.
const TABSTER = /node_modules[\\/]tabster[\\/]|@fluentui[\\/]react-tabster[\\/]lib[\\/]hooks[\\/]use(?:ActivateModal|ArrowNavigationGroup|FocusFinders|FocusObserved|FocusableGroup|FocusedElementChange|MergeTabsterAttributes|ModalAttributes|ObservedElement|RestoreFocus|Tabster|TabsterAttributes|UncontrolledFocus)\.js$/;
// With what the build gives Fluent's useTabster for tabster (`keptTabster` below).
const KEPT_TABSTER = fileURLToPath(new URL('./src/portal/app/kept-tabster.ts', import.meta.url));
const FLUENT_CARD = /node_modules[\\/]@fluentui[\\/]react-card[\\/]/;
const FLUENT_TABS = /node_modules[\\/]@fluentui[\\/]react-tabs[\\/]/;
const TAB_FOCUS_ATTRIBUTES = fileURLToPath(new URL('./src/portal/app/tab-focus-attributes.ts', import.meta.url));
const ESCAPE_IGNORE_ATTRIBUTES = fileURLToPath(new URL('./src/portal/app/escape-ignore-attributes.ts', import.meta.url));
const FLUENT_BASE = lib('@fluentui/(?:react-utilities|react-shared-contexts|react-jsx-runtime|react-theme|tokens|react-provider|react-text|react-label|react-button|react-field|react-input|react-spinner|react-tabster|keyboard-keys)|keyborg');
// The Fluent packages that only the signed-in layout brings before a page's own (the badge and
// progress bar): one chunk instead of small files, each a round trip before a signed-in page paints
// (Lighthouse's simulated mobile network: HTTP/1.1, six connections, 150 ms; issue 19 item 7).
// Every signed-in page loads the layout, so it costs them nothing; the guest pages use none of it,
// but those showing a message bar (its motion), which need the Link (the layout's, the bar's context) too.
const APP_SHELL = /node_modules[\\/]@fluentui[\\/](?:react-badge|react-progress|react-link)[\\/]/;
// What Fluent's popups share (positioning, portal, motion, the context selector, popover): one chunk
// for the pages whose own components pop up (a combobox, a dialog) and for the header's menus, which
// are chunks fetched on first use (app/layout/menu-on-first-use.tsx): a page without popups, the
// overview, loads none of it, and the menus' own package (react-menu) stays with them.
// Without their dependencies (those stay where they were: the framework, Fluent's base, tabster).
const FLUENT_MOTION_PRESETS = /node_modules[\\/]@fluentui[\\/]react-motion-components-preview[\\/]/;
const SAFE_ZONE = /@fluentui[\\/]react-positioning[\\/]lib[\\/]hooks[\\/]useSafeZoneArea[\\/]/;
const FLUENT_POPUPS = /node_modules[\\/]@fluentui[\\/](?:react-popover|react-positioning|react-portal|react-motion|react-motion-components-preview|react-context-selector)[\\/]/;
// Of those, the positioning (floating-ui) and the popover, which places its popup with it: a chunk of
// their own (about 10 kB gzip), which a page whose only popup is a date field's does not load before it
// paints (runtime/dates/positioning-on-open.ts), nor one whose only use of the rest is its tabs or a message bar.
const FLUENT_POSITIONING = /node_modules[\\/](?:@fluentui[\\/](?:react-popover|react-positioning)|@floating-ui[\\/][\w-]+)[\\/]/;
// Every icon of the signed-in pages in one chunk, app-shell (about 7 kB gzip for all of them): left alone, the
// bundler cuts a chunk per file of the icon package that a set of pages shares, eleven of 0.2–1 kB on
// the overview. The icons of the guest pages and of the entry chunk (the language toggle, the password
// rules, the refusal page) stay where they were, so the login page does not load every icon (its
// budget is 170 kB, issue 19): a new icon there belongs in this list.
const ICON_DEFINITIONS = /node_modules[\\/]@fluentui[\\/]react-icons[\\/]lib[\\/]((?:icons|sizedIcons)[\\/]chunk-\d+\.js)$/;
const GUEST_ICON_FILES = iconFiles(fileURLToPath(new URL('./node_modules/@fluentui/react-icons/lib', import.meta.url)), ['LocalLanguageRegular', 'CheckmarkCircle16Filled', 'Circle16Regular', 'DocumentQuestionMarkRegular']);
const signedInIcons = (id: string) => {
  const file = ICON_DEFINITIONS.exec(id)?.[1]?.replace('\\', '/');
  return file !== undefined && !GUEST_ICON_FILES.has(file);
};
// The modules of the pages shown outside the signed-in layout (guest and public routes): a bespoke
// page's, or the runtime of its screen's kind as spec/screens declares it (src/portal/app/lazy-route.tsx).
const RUNTIMES: Record<string, string> = { list: 'runtime/lists/list-screen.tsx', form: 'runtime/forms/form-screen.tsx', detail: 'runtime/screens/detail-screen.tsx', notice: 'runtime/screens/notice-screen.tsx' };
const screenKind = (module: string, screen: string): string => (parseYaml(readFileSync(new URL(`./spec/screens/${module}.yaml`, import.meta.url), 'utf8')) as { screens: Record<string, { kind: string }> }).screens[screen]!.kind;
const PAGES_OUTSIDE_LAYOUT = routes
  .filter((route) => route.guard !== 'auth' && !route.redirect)
  .map((route) => fileURLToPath(new URL(`./src/portal/${route.component ? `modules/${route.component}.tsx` : RUNTIMES[screenKind(route.module, route.screen!)]}`, import.meta.url)));
// The groups of packages, which come first: a later group leaves their modules where they are.
const PACKAGE_GROUPS = [
  { name: 'framework', priority: 2, test: lib('react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|@griffel/[^/\\\\]+|stylis|rtl-css-js') },
  { name: 'fluent-base', priority: 1, test: (id: string) => FLUENT_BASE.test(id) && !TABSTER.test(id) },
  { name: 'fluent-focus', test: (id: string) => TABSTER.test(id) || id === KEPT_TABSTER },
  { name: 'fluent-card', test: FLUENT_CARD },
  // With the signed-in pages' icons: the pages loading one chunk load the other (but four form widgets).
  { name: 'app-shell', test: (id: string) => APP_SHELL.test(id) || signedInIcons(id) },
  // Without the motion presets (fade, slide, scale, collapse: dialogs, popovers, toasts, menus) and the
  // menus' safe zone, which a form's date picker and message bars do not use (about 3 kB gzip off a form
  // page): the presets are one chunk of their own, the safe zone goes with the menus (fetched on first use).
  { name: 'fluent-positioning', test: (id: string) => FLUENT_POSITIONING.test(id) && !SAFE_ZONE.test(id) },
  { name: 'fluent-popups', test: (id: string) => FLUENT_POPUPS.test(id) && !FLUENT_POSITIONING.test(id) && !FLUENT_MOTION_PRESETS.test(id) && !SAFE_ZONE.test(id) },
  { name: 'fluent-motion', test: FLUENT_MOTION_PRESETS },
];
// The portal's own modules that every page runs, in one chunk; those that the signed-in layout
// shares with guest pages other than login (the operation hooks), in another; the signed-in layout
// and those of its own modules no guest page may load, in a third (src/build/first-load-chunks.ts).
const OWN_CHUNKS = firstLoadChunks({
  layout: fileURLToPath(new URL('./src/portal/app/layout/app-layout.tsx', import.meta.url)),
  entry: fileURLToPath(new URL('./src/portal/main.tsx', import.meta.url)),
  login: fileURLToPath(new URL('./src/portal/modules/auth/login-page.tsx', import.meta.url)),
  guestPages: PAGES_OUTSIDE_LAYOUT,
  packageGroups: (id) => PACKAGE_GROUPS.some((group) => (typeof group.test === 'function' ? group.test(id) : group.test.test(id))),
});
// The overview's own modules, which only it and the dashboard load: one chunk instead of four (the
// page, its figure cards, the figures' table and calls), each a round trip before the overview paints.
const OVERVIEW = /[\\/](?:src[\\/]portal[\\/]modules[\\/]shell[\\/](?:overview-page\.tsx|figure-cards\.tsx|stat-card\.tsx|figures\.ts)|generated[\\/]screens[\\/]figures\.ts)$/;
// RJSF's modules that a form fetches when its schema asks for them (rjsf-defaults/lazy.ts, all-of-merge.ts),
// and those only they import (the choice fields' data for a new option, the alt date widget's helpers).
const RJSF_ON_DEMAND = /@rjsf[\\/]core[\\/]lib[\\/]components[\\/](?:fields[\\/](?:MultiSchemaField|LayoutGridField|LayoutHeaderField|LayoutMultiSchemaField|FallbackField|formDataForNewOption)|widgets[\\/](?:AltDateWidget|AltDateTimeWidget|RadioWidget|RatingWidget))\.js$|@rjsf[\\/]utils[\\/]lib[\\/](?:schema[\\/]shallowAllOfMerge|useAltDateWidgetProps|getDateElementProps|dateRangeOptions)\.js$/;
const FIRST_LOAD_GROUPS = [
  ...PACKAGE_GROUPS,
  // Without the attributes the build gives Fluent's tabs and comboboxes (`arrowKeysOnFocus` below): the
  // components' barrel, which the entry imports, names them, but only pages drawing them load them, with these.
  { name: 'entry-shared', test: (id: string) => OWN_CHUNKS.entry(id) && id !== TAB_FOCUS_ATTRIBUTES && id !== ESCAPE_IGNORE_ATTRIBUTES },
  { name: 'fluent-tabs', test: (id: string) => FLUENT_TABS.test(id) || id === TAB_FOCUS_ATTRIBUTES },
  { name: (id: string) => OWN_CHUNKS.loginShared(id)!, test: (id: string) => OWN_CHUNKS.loginShared(id) !== null },
  { name: 'pages-shared', test: OWN_CHUNKS.pagesShared },
  { name: 'signed-in', test: OWN_CHUNKS.signedIn },
  { name: 'overview', test: OVERVIEW },
  // Libraries of every form page, apart from the forms runtime's own code, so that a deployment
  // changing the runtime leaves them cached: RJSF, and the validator (jsonschema, ajv-formats' checks).
  // RJSF's parts fetched when a form asks for them (rjsf-defaults/lazy.ts, all-of-merge.ts) keep chunks of their own.
  { name: 'rjsf', test: (id: string) => lib('@rjsf/[^/\\\\]+|fast-uri|fast-equals|jsonpointer').test(id) && !RJSF_ON_DEMAND.test(id) },
  { name: 'form-validator', test: lib('jsonschema|ajv-formats') },
  // The texts of the guest pages, one chunk per language (src/portal/lib/i18n.ts, GUEST_NAMESPACES);
  // then those the signed-in layout shows beyond them (generated/i18n/route-texts.ts). Each other
  // locale file is a chunk of its own, which the pages showing it fetch (issue 21 item 2).
  { name: (id: string) => `texts-guest-${/locales[\\/](\w+)[\\/]/.exec(id)![1]}`, test: /locales[\\/]\w+[\\/](?:auth|common|errors)\.json$/ },
  { name: (id: string) => `texts-frame-${/locales[\\/](\w+)[\\/]/.exec(id)![1]}`, test: new RegExp(`locales[\\\\/]\\w+[\\\\/](?:${frameNamespaces.filter((namespace) => !['auth', 'common', 'errors'].includes(namespace)).join('|')})\\.json$`) },
];

// Fluent's DatePicker takes its calendar from src/portal/runtime/dates/calendar-on-open.tsx, which
// fetches it when a date picker first opens (about 18 kB gzip off every page with a date field); our
// own imports of the package, that module's fetch among them, stay as they are.
const CALENDAR_ON_OPEN = fileURLToPath(new URL('./src/portal/runtime/dates/calendar-on-open.tsx', import.meta.url));
// Its popup's modal attributes likewise (runtime/dates/modal-on-open.ts): the focus manager (tabster,
// about 20 kB gzip) comes with the calendar, and a form page whose only user of it is a date field
// does not load it before it paints.
const MODAL_ON_OPEN = fileURLToPath(new URL('./src/portal/runtime/dates/modal-on-open.ts', import.meta.url));
// And the positioning of its popup (runtime/dates/positioning-on-open.ts: Fluent's with floating-ui,
// about 10 kB gzip), which places it under the field once the calendar is there.
const POSITIONING_ON_OPEN = fileURLToPath(new URL('./src/portal/runtime/dates/positioning-on-open.ts', import.meta.url));
const calendarOnOpen = {
  name: 'calendar-on-open',
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined) {
    if (source === '@fluentui/react-calendar-compat' && importer && /@fluentui[\\/]react-datepicker-compat[\\/]/.test(importer)) return CALENDAR_ON_OPEN;
    if (source === '@fluentui/react-tabster' && importer && /@fluentui[\\/]react-datepicker-compat[\\/]lib[\\/]components[\\/]DatePicker[\\/]useDatePicker\.js$/.test(importer)) return MODAL_ON_OPEN;
    if (source === '@fluentui/react-positioning' && importer && /@fluentui[\\/]react-datepicker-compat[\\/]lib[\\/]utils[\\/]usePopupPositioning\.js$/.test(importer)) return POSITIONING_ON_OPEN;
    return null;
  },
};

// Fluent's TabList and Tab take their focus attributes from src/portal/app/tab-focus-attributes.ts: the
// same, but the focus manager (tabster, about 20 kB gzip) that moves between tabs with the arrow keys
// comes when a tab list first takes the focus or a press, not before a page with tabs paints.
// Fluent's Combobox and Dropdown likewise theirs from src/portal/app/escape-ignore-attributes.ts, which
// does not make the focus manager for an attribute it reads only once something else has made it.
const arrowKeysOnFocus = {
  name: 'arrow-keys-on-focus',
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined) {
    if (source === '@fluentui/react-tabster' && importer && /@fluentui[\\/]react-tabs[\\/]lib[\\/]components[\\/](?:TabList[\\/]useTabList|Tab[\\/]useTab)\.js$/.test(importer)) return TAB_FOCUS_ATTRIBUTES;
    if (source === '@fluentui/react-tabster' && importer && /@fluentui[\\/]react-combobox[\\/]lib[\\/]hooks[\\/]useTabsterEscapeIgnore\.js$/.test(importer)) return ESCAPE_IGNORE_ATTRIBUTES;
    return null;
  },
};

// Fluent's `useTabster` takes tabster from src/portal/app/kept-tabster.ts, which keeps the first focus
// manager made on a page for the page's life: a modal dialog holding the last reference no longer
// leaves the page aria-hidden when it closes (microsoft/tabster#530), without the signed-in layout
// holding one, which made every signed-in page load tabster (about 20 kB gzip) before it painted.
const keptTabster = {
  name: 'kept-tabster',
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined) {
    if (source === 'tabster' && importer && /@fluentui[\\/]react-tabster[\\/]lib[\\/]hooks[\\/]useTabster\.js$/.test(importer)) return KEPT_TABSTER;
    return null;
  },
};

// RJSF's default registry takes its fields, widgets and templates from src/portal/runtime/forms/theme/rjsf-defaults/:
// RJSF's own but those our Fluent theme replaces, which no form draws (about 4 kB gzip off every form page),
// and those drawn only when a form asks for them (an `anyOf`, the layout grid, a radio…) fetched then
// (rjsf-defaults/lazy.ts, about 6 kB gzip). Its `allOf` merge (@x0k/json-schema-merge, about 5 kB gzip)
// comes likewise when a schema has an `allOf` (src/portal/runtime/forms/all-of-merge.ts).
const RJSF_DEFAULTS: Record<string, string> = {
  './components/fields/index.js': fileURLToPath(new URL('./src/portal/runtime/forms/theme/rjsf-defaults/fields.ts', import.meta.url)),
  './components/widgets/index.js': fileURLToPath(new URL('./src/portal/runtime/forms/theme/rjsf-defaults/widgets.ts', import.meta.url)),
  './components/templates/index.js': fileURLToPath(new URL('./src/portal/runtime/forms/theme/rjsf-defaults/templates.ts', import.meta.url)),
};
const ALL_OF_MERGE = fileURLToPath(new URL('./src/portal/runtime/forms/all-of-merge.ts', import.meta.url));
const rjsfDefaults = {
  name: 'rjsf-defaults',
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined) {
    if (importer && /@rjsf[\\/]core[\\/]lib[\\/]getDefaultRegistry\.js$/.test(importer)) return RJSF_DEFAULTS[source] ?? null;
    if (source === './shallowAllOfMerge.js' && importer && /@rjsf[\\/]utils[\\/]lib[\\/]schema[\\/]/.test(importer)) return ALL_OF_MERGE;
    return null;
  },
};

// Griffel's styles as a static stylesheet (src/build/griffel-css.ts): Fluent's compiled styles and
// the portal's makeStyles leave the JavaScript, and so do Griffel's style engine, the tokens object and
// the theme (its variables are the stylesheet's root rule; FluentProvider gets none in the build).
const GRIFFEL = {
  ownCode: /[\\/]src[\\/]portal[\\/]/,
  theme: { module: fileURLToPath(new URL('./src/portal/app/provider-theme.ts', import.meta.url)), exportName: 'providerTheme', value: webLightTheme as unknown as Record<string, string | number> },
};

// The portal is served under /portal/ by the API server (and by `vite` in development,
// which forwards /api to a server started with `npm run dev:server`). The build writes a brotli
// and a gzip copy of each file next to it, which the server sends as they are (precompress.ts).
export default defineConfig({
  root,
  base: '/portal/',
  plugins: [routerProduction(), keptTabster, calendarOnOpen, arrowKeysOnFocus, rjsfDefaults, griffelCss(GRIFFEL), react(), OWN_CHUNKS.plugin, preloadPlan(fileURLToPath(new URL('.', import.meta.url))), precompress()],
  resolve: {
    // Packages the portal's build replaces (tests and the server use them as they are; issue 21):
    // RJSF's Markdown renderer, which our forms never use (src/portal/runtime/forms/plain-markdown.tsx),
    // RJSF's URI library for `$ref`s, which our schemas never name (runtime/forms/uri-references.ts),
    // and libphonenumber-js, fetched only for a form with a phone field (runtime/forms/phone-numbers.ts).
    alias: [
      { find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('./src/portal/runtime/forms/plain-markdown.tsx', import.meta.url)) },
      { find: /^fast-uri$/, replacement: fileURLToPath(new URL('./src/portal/runtime/forms/uri-references.ts', import.meta.url)) },
      { find: /^libphonenumber-js$/, replacement: fileURLToPath(new URL('./src/portal/runtime/forms/phone-numbers.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/portal', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rolldownOptions: { output: { codeSplitting: { groups: FIRST_LOAD_GROUPS } } },
  },
  // The development server's pre-bundled packages keep the first focus manager too (`keptTabster`).
  optimizeDeps: { rolldownOptions: { plugins: [keptTabster] } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
});
