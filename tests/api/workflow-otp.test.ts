/**
 * OTP steps of a workflow (the fund transfer manager's approval) against the identity work's mobile
 * OTP: the code texted by `mobileotp/create/` is accepted once; a wrong, spent, expired or another
 * user's code is refused with `otp_invalid`, and nothing moves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';
import type { TestUser } from './workflow/access-model.ts';
import { createRecord, logRows, otherCode, liftTransferSafeguards, signInAll, smsCode, takeStep } from './workflow/api-steps.ts';
import { boundWorkflows, type BoundWorkflow } from './workflow/bound-workflows.ts';
import { exampleRecord } from './workflow/example-records.ts';

let now = new Date();
let t: TestApp;
let users: Record<string, TestUser>;
const w = boundWorkflows().find((b) => b.name === 'fund-transfer') as BoundWorkflow;
beforeAll(async () => {
  t = await startTestApp({ clock: () => now });
  await liftTransferSafeguards(t); // many identical example transfers a day
  users = Object.fromEntries((await signInAll(t)).map((u) => [u.username, u]));
});
afterAll(() => t?.close()); // no app when its start failed: that error says which step

/** A transfer the LE FT staff submitted: it waits for the LE FT manager's approval, which needs an OTP. */
async function awaitingApproval(): Promise<number> {
  const record = await createRecord(t, w, users.ftstaff!, { ...exampleRecord(w.entity.schema), request_type: 'r' });
  expect((await takeStep(t, w, record.id, 'submit', users.ftstaff!)).response.statusCode).toBe(200);
  return record.id;
}

const approve = (id: number, otp?: string, language = 'en') =>
  t.call('POST', `/ft/fund-transfer/${id}/approve/`, { token: users.kuwaiti!.token, body: otp === undefined ? {} : { otp }, language });

describe('OTP steps through the mobile OTP of the identity work', () => {
  it('approves with the code sent by SMS, once', async () => {
    const id = await awaitingApproval();
    const code = await smsCode(t, users.kuwaiti!);
    const approved = await approve(id, code);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('charity_account_staff');
    expect(await logRows(t, w, id)).toBe(2);
  });

  it('asks for the code when none is given, in the language of the caller', async () => {
    const id = await awaitingApproval();
    const en = await approve(id);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: 'otp_required', fields: { otp: 'Please input the OTP code sent to your mobile number' } });
    expect((await approve(id, undefined, 'ar')).json().fields.otp).toBe('يرجى إدخال رمز التحقق المرسل إلى رقم هاتفك');
  });

  it('refuses a wrong code, and the right code of the challenge a wrong attempt spent', async () => {
    const id = await awaitingApproval();
    const code = await smsCode(t, users.kuwaiti!);
    const wrong = await approve(id, otherCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'otp_invalid', fields: { otp: 'The verification code is not correct' } });
    expect((await approve(id, code)).json().code).toBe('otp_invalid');
    expect(await logRows(t, w, id)).toBe(1);
    expect((await approve(id, await smsCode(t, users.kuwaiti!))).statusCode).toBe(200);
  });

  it("refuses another user's code, and a code older than five minutes", async () => {
    const id = await awaitingApproval();
    expect((await approve(id, await smsCode(t, users.ftstaff!))).json().code).toBe('otp_invalid');
    const code = await smsCode(t, users.kuwaiti!);
    now = new Date(now.getTime() + 6 * 60_000);
    expect((await approve(id, code)).json().code).toBe('otp_invalid');
    expect(await logRows(t, w, id)).toBe(1);
  });

  it('counts the OTP only after the holder: the LE FT staff cannot approve even with a right code', async () => {
    const id = await awaitingApproval();
    const response = await takeStep(t, w, id, 'approve', users.ftstaff!, { otp: 'right' });
    expect(response.response.statusCode).toBe(409);
    expect(response.response.json().code).toBe('transition_not_allowed');
  });
});
