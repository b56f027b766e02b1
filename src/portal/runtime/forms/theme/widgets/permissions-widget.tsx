import { Button, Field, Input, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { WidgetProps } from '@rjsf/utils';
import { useId, useRef, useState } from 'react';
import { entityPermissions, permissionLabel, plainPermissions } from '../../../../../shared/identity/permission-labels.ts';
import { parsePermission } from '../../../../../shared/identity/permission-names.ts';
import { useT } from '../../../../lib/i18n.ts';
import { labelId } from '../templates/field-template.tsx';
import { CodeCheckboxes } from './code-checkboxes.tsx';
import ReferenceWidget from './reference-widget.tsx';
import { useSiblingValue } from '../../form-values-store.ts';
import { useBoundNames } from './use-bound-names.ts';

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

/** The entity whose record a bound permission names (`record:` of spec/access/permissions.yaml), if any. */
const recordOf = (name: string): string | undefined => entityPermissions.find((p) => p.name === name)?.record;

/**
 * A user's permissions (spec/access/permissions.yaml): every permission name as a translated checkbox,
 * then the entities and missions the user is bound to (`local_entity_3`, shown by the entity's name),
 * each removable, and a row to bind another: the permission, then the entity or mission picked by its
 * name (a number only for permissions naming no registry, such as a dashboard).
 */
export default function PermissionsWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur } = props;
  const { t, tKey } = useT();
  const styles = useStyles();
  const headingId = useId();
  const pickerId = useId();
  const [name, setName] = useState(entityPermissions[0]?.name ?? '');
  const [number, setNumber] = useState('');
  const [picked, setPicked] = useState<number>();
  const [numberError, setNumberError] = useState(false);
  const held: string[] = Array.isArray(value) ? value : [];
  const bound = held.filter((code) => parsePermission(code).entity !== null);
  const names = useBoundNames(bound);
  // The names the server sent with the loaded user (`permission_names`, in the order of the loaded
  // codes) and those picked here: a foreign entity (searched, never listed whole) keeps its name.
  const loaded = useRef(held);
  const serverNames = useSiblingValue(props.registry, 'permission_names') as string[] | undefined;
  const [pickedNames, setPickedNames] = useState(new Map<string, string>());
  const off = disabled || readonly;
  const record = recordOf(name);
  const toggle = (code: string, checked: boolean) => onChange(checked ? [...held, code] : held.filter((h) => h !== code));
  const bind = () => {
    const n = record ? (picked ?? null) : entityNumber(number);
    setNumberError(n === null);
    if (n === null) return;
    const code = `${name}_${n}`;
    if (!held.includes(code)) onChange([...held, code]);
    setNumber('');
    setPicked(undefined);
  };
  const labelOf = (code: string) => {
    const { name: base } = parsePermission(code);
    const known = names.get(code) ?? pickedNames.get(code);
    if (known) return `${tKey(entityPermissions.find((p) => p.name === base)!.label)}: ${known}`;
    const index = loaded.current.indexOf(code);
    return (index >= 0 ? serverNames?.[index] : undefined) ?? permissionLabel(code, tKey);
  };
  // The record picker is the form runtime's reference widget, on this row's own value.
  const picker = record && (
    <ReferenceWidget {...props} id={pickerId} name={`${id}_record`} value={picked} required={false} autofocus={false}
      options={{ ...props.options, entity: record, onNamed: (id: number, picked: string) => setPickedNames((before) => new Map(before).set(`${name}_${id}`, picked)) }} onChange={(next: unknown) => { setPicked(typeof next === 'number' ? next : next ? Number(next) : undefined); setNumberError(false); }}
      onBlur={() => undefined} onFocus={() => undefined} />
  );
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
              const label = labelOf(code);
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
            <Select value={name} disabled={off} onChange={(_, data) => { setName(data.value); setPicked(undefined); setNumberError(false); }}>
              {entityPermissions.map((p) => <option key={p.name} value={p.name}>{tKey(p.label)}</option>)}
            </Select>
          </Field>
          {record ? (
            <Field label={t('users.permission_widget.record')} validationState={numberError ? 'error' : 'none'}
              validationMessage={numberError ? t('users.permission_widget.record_missing') : undefined}>
              {picker}
            </Field>
          ) : (
            <Field label={t('users.permission_widget.number')} validationState={numberError ? 'error' : 'none'}
              validationMessage={numberError ? t('users.permission_widget.number_invalid') : undefined}>
              <Input className={styles.number} inputMode="numeric" value={number} disabled={off}
                onChange={(_, data) => { setNumber(data.value); setNumberError(false); }}
                onKeyDown={(event) => { if (event.key === 'Enter') { event.preventDefault(); bind(); } }} />
            </Field>
          )}
          <Button disabled={off} onClick={bind}>{t('users.permission_widget.add')}</Button>
        </div>
      </div>
    </div>
  );
}
