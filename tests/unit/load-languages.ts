/**
 * Unit-project setup: the portal's i18n starts empty and fetches one language's texts at start
 * (src/portal/main.tsx); tests render and translate in both, so both are loaded up front here.
 */
import { loadLanguage } from '../../src/portal/lib/i18n.ts';

await Promise.all([loadLanguage('ar'), loadLanguage('en')]);
