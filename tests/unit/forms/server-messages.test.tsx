// @vitest-environment jsdom
import { act, cleanup, screen as view } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SchemaForm from '../../../src/portal/runtime/forms/schema-form.tsx';
import { ruleEntity, screenOf } from './fixtures.ts';
import { renderInLanguage, textOf } from './render-in-language.tsx';

// Server messages under the fields (product spec section 5): error keys the server sends instead of
// text are translated when a translation exists ('This Field Is Repeated', the existing mobile),
// other text is shown as sent, and the Swift input shows its first error without a trailing dot.
const fields = ['bic', 'swift_code', 'otp', 'password'];
const screen = screenOf(fields, { bic: 'bic', swift_code: 'swift', otp: 'otp', password: 'password' });
const errorOf = (field: string) => document.getElementById(`root_${field}__error`)?.textContent;

afterEach(cleanup);

describe.each(['ar', 'en'] as const)('server messages in %s', (language) => {
  it('translates error keys, keeps text, and drops the Swift message’s trailing dot', async () => {
    const form = (serverErrors?: Record<string, string>) => <SchemaForm schema={ruleEntity} screen={screen} serverErrors={serverErrors} onSubmit={vi.fn()} />;
    const { rerenderWith } = await renderInLanguage(form(), language);
    act(() => rerenderWith(form({ bic: 'repeated', otp: 'errors.mobile_exists', swift_code: 'Swift Code is not valid.', password: 'Not a key. Kept.' })));
    expect(errorOf('bic')).toBe(textOf(language, 'errors.repeated'));
    expect(errorOf('otp')).toBe(textOf(language, 'errors.mobile_exists'));
    expect(errorOf('swift_code')).toBe('Swift Code is not valid');
    expect(errorOf('password')).toBe('Not a key. Kept.');
    expect(view.getByLabelText(new RegExp(`^${textOf(language, 'forms.widgets_demo.fields.bic')}`)).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a section’s subtitle under its heading and describes the section with it', async () => {
    const withSubtitle = { ...screen, steps: [{ ...screen.steps[0]!, sections: [{ ...screen.steps[0]!.sections[0]!, subtitle: 'forms.widgets_demo.sections.contact_hint' }] }] };
    await renderInLanguage(<SchemaForm schema={ruleEntity} screen={withSubtitle} onSubmit={vi.fn()} />, language);
    const hint = view.getByText(textOf(language, 'forms.widgets_demo.sections.contact_hint'));
    expect(hint.previousElementSibling?.textContent).toBe(textOf(language, 'references.sections.main'));
    expect(hint.closest('fieldset')?.getAttribute('aria-describedby')).toBe(hint.id);
  });
});
