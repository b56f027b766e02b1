// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { screens as authScreens } from '../../../generated/screens/auth.ts';
import { screens as entityScreens } from '../../../generated/screens/foreign-entity.ts';
import type { ScreenDescriptor } from '../../../src/portal/lib/screen-descriptors.ts';
import NoticeScreen from '../../../src/portal/runtime/screens/notice-screen.tsx';
import { renderInRouter } from '../lists/render-in-router.tsx';

type Notice = Extract<ScreenDescriptor, { kind: 'notice' }>;
const notice = (list: readonly ScreenDescriptor[], name: string) => list.find((item) => item.name === name) as Notice;

afterEach(cleanup);

describe('NoticeScreen (kind: notice of spec/screens)', () => {
  it('says how many checklist sections were sent, and opens the entity the address names', async () => {
    await renderInRouter(<NoticeScreen screen={notice(entityScreens, 'foreign_entity.checklist_sent')} />, '/notification_send_checklist', '/notification_send_checklist?id=12&sections=3');
    expect(screen.getByRole('heading', { level: 1, name: 'Checklist sent' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('The entity was e-mailed the checklist (3 sections).');
    expect(screen.getByRole('link', { name: "Open the entity's file" }).getAttribute('href')).toBe('/submitted_form/12');
    expect(screen.getByRole('link', { name: 'Go to the list' }).getAttribute('href')).toBe('/foreign_entity/all');
  });

  it('says nothing was sent when the number is 0, and offers no entity the address does not name', async () => {
    await renderInRouter(<NoticeScreen screen={notice(entityScreens, 'foreign_entity.checklist_sent')} />, '/notification_send_checklist', '/notification_send_checklist?sections=0', 'ar');
    expect(screen.getByRole('status').textContent).toContain('لم يُرسل شيء');
    expect(screen.queryByRole('link', { name: 'فتح ملف الجهة' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('keeps a public notice in the frame of pages seen without an account (language switch, no menu)', async () => {
    const submitted = notice(entityScreens, 'foreign_entity.submitted');
    expect(submitted.frame).toBe('public');
    await renderInRouter(<NoticeScreen screen={submitted} />, '/entity_form/submission-notification', '/entity_form/submission-notification');
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('button', { name: /العربية/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Registration submitted' })).toBeTruthy();
  });

  it('confirms a password change with the ways back to the profile and the overview', async () => {
    const updated = notice(authScreens, 'auth.password_updated');
    expect(updated.frame).toBe('portal');
    await renderInRouter(<NoticeScreen screen={updated} />, '/profile/change-password/profile-password-updated', '/profile/change-password/profile-password-updated');
    expect(screen.getByRole('status').textContent).toContain('Your password was updated.');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/profile', '/overview']);
  });
});
