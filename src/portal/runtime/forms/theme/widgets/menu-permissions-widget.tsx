import type { WidgetProps } from '@rjsf/utils';
import { menuPermissions } from '../../../../../shared/identity/permission-labels.ts';
import { useT } from '../../../../lib/i18n.ts';
import { labelId } from '../templates/field-template.tsx';
import { CodeCheckboxes } from './code-checkboxes.tsx';

/**
 * A user's menu permissions (spec/access/menus.yaml) as translated checkboxes. An entry is ticked
 * when its name or one of its alternatives (`mosal` for `fund_transfer`) is held; unticking removes both.
 */
export default function MenuPermissionsWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur } = props;
  const { tKey } = useT();
  const held: string[] = Array.isArray(value) ? value : [];
  const namesOf = (code: string) => { const menu = menuPermissions.find((m) => m.name === code)!; return [menu.name, ...menu.alternatives]; };
  const toggle = (code: string, checked: boolean) => {
    const names = namesOf(code);
    onChange(checked ? [...held, code] : held.filter((h) => !names.includes(h)));
  };
  return (
    <div role="group" id={id} aria-labelledby={labelId(id)}>
      <CodeCheckboxes
        id={id}
        options={menuPermissions.map((m) => ({ code: m.name, label: tKey(m.label) }))}
        isChecked={(code) => namesOf(code).some((n) => held.includes(n))}
        onToggle={toggle}
        disabled={disabled || readonly}
        onBlur={() => onBlur(id, held)}
      />
    </div>
  );
}
