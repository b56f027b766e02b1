// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

// The exchange answers as the server would: one token is live, any other is not.
const calls: Array<{ url: string; body: unknown }> = [];
vi.stubGlobal('fetch', async (request: Request) => {
  const body = (await request.json()) as { token: string };
  calls.push({ url: request.url, body });
  const ok = body.token === 'live-token';
  return new Response(JSON.stringify(ok ? { token: 's', user: {}, redirect: '/overview/' } : { code: 'token_invalid', message: '' }), {
    status: ok ? 200 : 400,
    headers: { 'content-type': 'application/json' },
  });
});
const { signInWithUrlToken, takeUrlToken, withoutToken } = await import('../../../src/portal/app/url-token.ts');

/** A window stand-in: its address and the history entries written over it. */
function place(href: string) {
  const replaced: string[] = [];
  return {
    replaced,
    location: { href },
    history: { state: { idx: 3 }, replaceState: (_state: unknown, _unused: string, url?: string | URL | null) => void replaced.push(String(url)) },
  };
}

describe('?token= in a portal URL', () => {
  it('comes out of the address, keeping the path, the other parameters and the hash', () => {
    expect(withoutToken('https://portal.example/portal/overview/?token=abc')).toEqual({ token: 'abc', path: '/portal/overview/' });
    expect(withoutToken('https://portal.example/portal/references/all?page=2&token=abc&sort=title#top')).toEqual({
      token: 'abc',
      path: '/portal/references/all?page=2&sort=title#top',
    });
    expect(withoutToken('https://portal.example/portal/login?next=%2Foverview%2F')).toEqual({ token: null, path: '/portal/login?next=%2Foverview%2F' });
    expect(withoutToken('https://portal.example/portal/overview/?token=')).toMatchObject({ token: null, path: '/portal/overview/' });
  });

  it('is taken out of the address bar by replacing the history entry, and only when there is one', () => {
    const withToken = place('https://portal.example/portal/overview/?token=abc&x=1');
    expect(takeUrlToken(withToken)).toBe('abc');
    expect(withToken.replaced).toEqual(['/portal/overview/?x=1']);
    const without = place('https://portal.example/portal/overview/');
    expect(takeUrlToken(without)).toBeNull();
    expect(without.replaced).toEqual([]);
  });

  it('is exchanged for a session, then the address becomes the overview; a dead token leaves a guest where they were', async () => {
    const live = place('https://portal.example/portal/references/all');
    expect(await signInWithUrlToken('live-token', live)).toBe(true);
    expect(calls.at(-1)).toEqual({ url: `${window.location.origin}/api/v1/token-login/`, body: { token: 'live-token' } });
    expect(live.replaced).toEqual(['/portal/overview/']);
    const dead = place('https://portal.example/portal/references/all');
    expect(await signInWithUrlToken('used-token', dead)).toBe(false);
    expect(dead.replaced).toEqual([]);
  });
});
