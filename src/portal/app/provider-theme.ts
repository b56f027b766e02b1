import { webLightTheme, type Theme } from '@fluentui/react-components';

/**
 * The theme FluentProvider writes as CSS variables. The built portal has those variables in its
 * stylesheet instead (src/build/griffel-css.ts writes them from `webLightTheme` and gives this module
 * `undefined`), so the theme object, about 7 kB gzip, leaves every page's first load (issue 19 item 7);
 * the development server and unit tests take it from here.
 */
export const providerTheme: Theme | undefined = webLightTheme;
