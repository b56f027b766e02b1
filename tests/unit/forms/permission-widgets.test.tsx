// @vitest-environment jsdom
import { cleanup, screen as view, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entitySchemas } from '../../../generated/entities/schemas.ts';
import SchemaForm from '../../../src/portal/runtime/forms/schema-form.tsx';
import { formatValue } from '../../../src/shared/format/format-value.ts';
import { i18n } from '../../../src/portal/lib/i18n.ts';
import { screenOf } from './fixtures.ts';
import { renderInLanguage, textOf, type Language } from './render-in-language.tsx';

// The user forms' permission and menu-permission pickers (spec/access permissions.yaml, menus.yaml):
// translated checkboxes, entity-bound permissions picked with their number, codes sent as stored.
const screen = screenOf(['permissions', 'menu_permissions'], { permissions: 'permissions', menu_permissions: 'menuPermissions' });
const group = (language: Language, field: string) => view.getByRole('group', { name: new RegExp(`^${textOf(language, `users.fields.${field}`)}`) });
const save = (language: Language) => view.getByRole('button', { name: textOf(language, 'common.actions.save') });

afterEach(cleanup);

describe.each(['ar', 'en'] as const)('permission widgets in %s', (language) => {
  it('shows held codes ticked and translated, and sends what the user chose', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const formData = { permissions: ['local_entity', 'local_entity_1'], menu_permissions: ['general_detail', 'mosal'] };
    await renderInLanguage(<SchemaForm schema={entitySchemas.user} screen={screen} formData={formData} onSubmit={onSubmit} />, language);

    const permissions = group(language, 'permissions');
    expect((within(permissions).getByRole('checkbox', { name: textOf(language, 'users.permissions.local_entity') }) as HTMLInputElement).checked).toBe(true);
    expect((within(permissions).getByRole('checkbox', { name: textOf(language, 'users.permissions.moi') }) as HTMLInputElement).checked).toBe(false);
    const bound = `${textOf(language, 'users.permissions.local_entity')} 1`;
    expect(within(permissions).getByText(bound)).toBeTruthy();
    // `mosal` is an alternative name of the fund-transfer menu entry.
    const menus = group(language, 'menu_permissions');
    expect((within(menus).getByRole('checkbox', { name: textOf(language, 'users.menus.fund_transfer') }) as HTMLInputElement).checked).toBe(true);

    await user.click(within(permissions).getByRole('checkbox', { name: textOf(language, 'users.permissions.moi') }));
    await user.click(within(permissions).getByRole('button', { name: textOf(language, 'users.permission_widget.remove', { label: bound }) }));
    // A permission naming no registry (a dashboard) is bound by number; entities and missions are picked by name (e2e).
    await user.selectOptions(within(permissions).getByRole('combobox', { name: textOf(language, 'users.permission_widget.permission') }), textOf(language, 'users.permissions.local_dashboard'));
    const number = within(permissions).getByRole('textbox', { name: textOf(language, 'users.permission_widget.number') });
    await user.type(number, 'x');
    await user.click(within(permissions).getByRole('button', { name: textOf(language, 'users.permission_widget.add') }));
    expect(within(permissions).getByText(textOf(language, 'users.permission_widget.number_invalid'))).toBeTruthy();
    await user.clear(number);
    await user.type(number, '12{Enter}');
    await user.click(within(menus).getByRole('checkbox', { name: textOf(language, 'users.menus.fund_transfer') }));
    await user.click(within(menus).getByRole('checkbox', { name: textOf(language, 'users.menus.safe_travel') }));
    await user.click(save(language));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ permissions: ['local_entity', 'moi', 'local_dashboard_12'], menu_permissions: ['general_detail', 'safe_travel'] });
  });

  it('names a bound foreign entity by the name the server sent with the user, not "Foreign entity 2"', async () => {
    // Foreign entities are searched, never listed whole: the chip takes `permission_names` of the loaded user.
    const named = `${textOf(language, 'users.permissions.foreign_entity')}: Green Crescent Society`;
    const formData = { permissions: ['foreign_entity_2'], permission_names: [named], menu_permissions: [] };
    await renderInLanguage(<SchemaForm schema={entitySchemas.user} screen={screen} formData={formData} onSubmit={vi.fn()} />, language);
    expect(within(group(language, 'permissions')).getByText(named)).toBeTruthy();
    expect(within(group(language, 'permissions')).queryByText(`${textOf(language, 'users.permissions.foreign_entity')} 2`)).toBeNull();
  });

  it('names the codes on the user page in the page language', () => {
    const translate = (key: string) => i18n.getFixedT(language)(key);
    const schema = entitySchemas.user.properties!.permissions;
    const shown = formatValue(['superuser', 'permanent_mission_4'], 'list', { language, translate, schema });
    expect(shown).toContain(textOf(language, 'users.permissions.superuser'));
    expect(shown).toContain(`${textOf(language, 'users.permissions.permanent_mission')} 4`);
    expect(shown).not.toContain('permanent_mission_4');
    const menus = formatValue(['fund_transfer'], 'list', { language, translate, schema: entitySchemas.user.properties!.menu_permissions });
    expect(menus).toBe(textOf(language, 'users.menus.fund_transfer'));
  });
});
