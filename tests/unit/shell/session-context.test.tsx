// @vitest-environment jsdom
import { cleanup, render, screen as view } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// fetch stands in for the server: get-user-data/ answers as each case needs; logout/ is recorded.
// `cancelled`: the browser drops the call as the user leaves the page (a reload, another address).
let userAnswer: { status: number; body: unknown } | 'cancelled' = { status: 200, body: {} };
const calls: string[] = [];
vi.stubGlobal('fetch', async (request: Request) => {
  calls.push(`${request.method} ${new URL(request.url).pathname}`);
  const asksUser = request.url.endsWith('/get-user-data/');
  if (asksUser && userAnswer === 'cancelled') {
    window.dispatchEvent(new Event('beforeunload'));
    throw new TypeError('Failed to fetch');
  }
  const { status, body } = asksUser && userAnswer !== 'cancelled' ? userAnswer : { status: 200, body: {} };
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
});
const { SessionProvider, startSessionCheck, useSession } = await import('../../../src/portal/app/session-context.tsx');

function WhoIsIn() {
  const { user } = useSession();
  return <p>{user === undefined ? 'checking' : user === null ? 'guest' : user.username}</p>;
}

beforeEach(() => (calls.length = 0));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the current user (product spec section 8)', () => {
  it('a failed fetch is logged, clears the profile and logs out', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    userAnswer = { status: 500, body: { code: 'server_error', message: '' } };
    render(<SessionProvider><WhoIsIn /></SessionProvider>);
    expect(await view.findByText('guest')).toBeTruthy();
    expect(calls).toEqual(['GET /api/v1/get-user-data/', 'POST /api/v1/logout/']);
    expect(logged).toHaveBeenCalledWith('get-user-data/ failed', 500);
  });

  it('a 401 means nobody is signed in: a guest, with no logout call', async () => {
    userAnswer = { status: 401, body: { code: 'not_authenticated', message: '' } };
    render(<SessionProvider><WhoIsIn /></SessionProvider>);
    expect(await view.findByText('guest')).toBeTruthy();
    expect(calls).toEqual(['GET /api/v1/get-user-data/']);
  });

  it('a call cancelled because the user left the page is no failure: the session is not ended', async () => {
    userAnswer = 'cancelled';
    render(<SessionProvider><WhoIsIn /></SessionProvider>);
    await vi.waitFor(() => expect(calls).toEqual(['GET /api/v1/get-user-data/']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual(['GET /api/v1/get-user-data/']);
    expect(view.getByText('checking')).toBeTruthy();
    window.dispatchEvent(new Event('pageshow')); // back on the page (the next case)
  });

  it('a signed-in user is loaded', async () => {
    userAnswer = { status: 200, body: { id: 2, username: 'staff', user_type: 'mofa_staff' } };
    render(<SessionProvider><WhoIsIn /></SessionProvider>);
    expect(await view.findByText('staff')).toBeTruthy();
  });

  it('the page draws the user at once when the early check has answered before it renders, asking once', async () => {
    userAnswer = { status: 200, body: { id: 2, username: 'staff', user_type: 'mofa_staff' } };
    startSessionCheck();
    await vi.waitFor(() => expect(calls).toEqual(['GET /api/v1/get-user-data/']));
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(<SessionProvider><WhoIsIn /></SessionProvider>);
    expect(view.getByText('staff')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual(['GET /api/v1/get-user-data/']);
  });

  it('the page shows the check under way when the early check has not answered yet', async () => {
    userAnswer = { status: 200, body: { id: 3, username: 'admin', user_type: 'mofa_admin' } };
    startSessionCheck();
    render(<SessionProvider><WhoIsIn /></SessionProvider>);
    expect(view.getByText('checking')).toBeTruthy();
    expect(await view.findByText('admin')).toBeTruthy();
    expect(calls).toEqual(['GET /api/v1/get-user-data/']);
  });
});
