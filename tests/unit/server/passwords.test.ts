import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../src/server/platform/passwords.ts';

describe('passwords', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('Portal@2026demo');
    const b = await hashPassword('Portal@2026demo');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('Portal@2026demo', a)).toBe(true);
    expect(await verifyPassword('portal@2026demo', a)).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('x', 'garbage')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$3$8$1$c2FsdA$aGFzaA')).toBe(false);
  });
});
