import type { SpecModel } from '../model.ts';
import { isFluentIcon } from '../resolve/menu-icons.ts';
import { BANNER } from './banner.ts';

/**
 * generated/screens/menu-icons.ts: the @fluentui/react-icons icons menu entries name by export
 * (`icon: BookRegular`), imported one by one so the bundle carries only those; a new icon is a line
 * of spec/screens, not a change to the portal's own set (src/shared/menu-icons.ts).
 */
export function emitMenuIcons(model: SpecModel): Record<string, string> {
  const icons = [...new Set(model.screens.menu.flatMap((entry) => (entry.icon && isFluentIcon(entry.icon) ? [entry.icon] : [])))].sort();
  return {
    'screens/menu-icons.ts': [
      BANNER,
      "import type { FluentIcon } from '@fluentui/react-icons';",
      ...(icons.length ? [`import { ${icons.join(', ')} } from '@fluentui/react-icons';`] : []),
      '',
      '/** Icons of @fluentui/react-icons that menu entries of spec/screens name (`icon: BookRegular`), by that name. */',
      `export const fluentMenuIcons: Record<string, FluentIcon> = {${icons.length ? ` ${icons.join(', ')} ` : ''}};`,
      '',
    ].join('\n'),
  };
}
