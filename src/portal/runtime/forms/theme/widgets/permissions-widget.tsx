import { Button, Field, Input, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { WidgetProps } from '@rjsf/utils';
import { useId, useState } from 'react';
import { entityPermissions, permissionLabel, plainPermissions } from '../../../../../shared/identity/permission-labels.ts';
import { parsePermission } from '../../../../../shared/identity/permission-names.ts';
import { useT } from '../../../../lib/i18n.ts';
import { labelId } from '../templates/field-template.tsx';
import { CodeCheckboxes } from './code-checkboxes.tsx';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bound: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingBlockStart: tokens.spacingVerticalS, borderTopWidth: tokens.strokeWidthThin, borderTopStyle: 'solid', borderTopColor: tokens.colorNeutralStroke2 },
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, margin: 0, padding: 0, listStyle: 'none' },
  chip: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, paddingInlineStart: tokens.spacingHorizontalS, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  add: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  number: { width: '9rem' },
});

/** `12` → 12; anything but a whole number from 1 → null. */
const entityNumber = (text: string): number | null => (/^\d{1,9}$/.test(text.trim()) && Number(text) > 0 ? Number(text) : null);

/**
 * A user's permissions (spec/access/permissions.yaml): every permission name as a translated checkbox,
 * then the entities and missions the user is bound to (`local_entity_3`, shown 'Local Entity 3'),
 * each removable, and a row to bind another: the permission and the entity or mission number.
 */
export default function PermissionsWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur } = props;
  const { t, tKey } = useT();
  const styles = useStyles();
  const headingId = useId();
  const [name, setName] = useState(entityPermissions[0]?.name ?? '');
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState(false);
  const held: string[] = Array.isArray(value) ? value : [];
  const bound = held.filter((code) => parsePermission(code).entity !== null);
  const off = disabled || readonly;
  const toggle = (code: string, checked: boolean) => onChange(checked ? [...held, code] : held.filter((h) => h !== code));
  const bind = () => {
    const n = entityNumber(number);
    setNumberError(n === null);
    if (n === null) return;
    const code = `${name}_${n}`;
    if (!held.includes(code)) onChange([...held, code]);
    setNumber('');
  };
  return (
    <div role="group" id={id} aria-labelledby={labelId(id)} className={styles.group}>
      <CodeCheckboxes
        id={id}
        options={[...plainPermissions, ...entityPermissions].map((p) => ({ code: p.name, label: tKey(p.label) }))}
        isChecked={(code) => held.includes(code)}
        onToggle={toggle}
        disabled={off}
        onBlur={() => onBlur(id, held)}
      />
      <div role="group" aria-labelledby={headingId} className={styles.bound}>
        <Text id={headingId} weight="semibold">{t('users.permission_widget.bound_title')}</Text>
        {bound.length === 0 ? (
          <Text>{t('users.permission_widget.none_bound')}</Text>
        ) : (
          <ul className={styles.list}>
            {bound.map((code) => {
              const label = permissionLabel(code, tKey);
              return (
                <li key={code} className={styles.chip}>
                  <bdi>{label}</bdi>
                  <Button appearance="subtle" size="small" icon={<DismissRegular />} disabled={off}
                    aria-label={t('users.permission_widget.remove', { label })} onClick={() => onChange(held.filter((h) => h !== code))} />
                </li>
              );
            })}
          </ul>
        )}
        <div className={styles.add}>
          <Field label={t('users.permission_widget.permission')}>
            <Select value={name} disabled={off} onChange={(_, data) => setName(data.value)}>
              {entityPermissions.map((p) => <option key={p.name} value={p.name}>{tKey(p.label)}</option>)}
            </Select>
          </Field>
          <Field label={t('users.permission_widget.number')} validationState={numberError ? 'error' : 'none'}
            validationMessage={numberError ? t('users.permission_widget.number_invalid') : undefined}>
            <Input className={styles.number} inputMode="numeric" value={number} disabled={off}
              onChange={(_, data) => { setNumber(data.value); setNumberError(false); }}
              onKeyDown={(event) => { if (event.key === 'Enter') { event.preventDefault(); bind(); } }} />
          </Field>
          <Button disabled={off} onClick={bind}>{t('users.permission_widget.add')}</Button>
        </div>
      </div>
    </div>
  );
}
