import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './portal.ts';

/** A signed-in API client for setting up records the way another user would have. */
export async function apiAs(request: APIRequestContext, username: string) {
  const login = await request.post('/api/v1/login/', { data: { username, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Token ${token}` };
  return {
    async post(path: string, data: unknown = {}, params?: Record<string, number>) {
      const response = await request.post(`/api/v1${path}`, { headers, data, ...(params ? { params } : {}) });
      if (!response.ok()) throw new Error(`${username} POST ${path}: ${response.status()} ${await response.text()}`);
      return (await response.json()) as Record<string, unknown> & { id: number };
    },
    async patch(path: string, data: unknown) {
      const response = await request.patch(`/api/v1${path}`, { headers, data });
      if (!response.ok()) throw new Error(`${username} PATCH ${path}: ${response.status()} ${await response.text()}`);
      return (await response.json()) as Record<string, unknown> & { id: number };
    },
    async get(path: string) {
      return (await (await request.get(`/api/v1${path}`, { headers })).json()) as Record<string, unknown>;
    },
  };
}

/** The newest SMS code texted to `phone`, as the super admin's outbox view shows it. */
export async function smsCodeFor(request: APIRequestContext, phone: string): Promise<string> {
  const admin = await apiAs(request, 'admin');
  const { results } = (await admin.get('/outbox/')) as { results: Array<{ channel: string; recipient: string; text: string }> };
  const sms = results.find((m) => m.channel === 'sms' && m.recipient === phone);
  const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}
