import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config.ts';
import { maskEmail, maskPhone } from '../../../src/server/modules/auth/masking.ts';
import { assertNewPassword, isBreached } from '../../../src/server/platform/auth/password-policy.ts';
import { parsePermission } from '../../../src/shared/identity/permission-names.ts';

describe('masking', () => {
  it('hides all but the ends of an e-mail and the last four digits of a phone', () => {
    expect(maskEmail('mariam@portal.example')).toBe('m****m@portal.example');
    expect(maskEmail('ab@x.example')).toBe('a*@x.example');
    expect(maskEmail(null)).toBe('');
    expect(maskPhone('+96550001234')).toBe('********1234');
  });
});

describe('breached passwords', () => {
  it('ships a few thousand common passwords and refuses them whatever their case', () => {
    expect(isBreached('Password@123')).toBe(true);
    expect(isBreached('Kuwait@2024')).toBe(true);
    expect(isBreached('Sadu&Pearl2026')).toBe(false);
    expect(() => assertNewPassword('Password@123', 'Password@123', 'p', 'c')).toThrow('password_breached');
    expect(() => assertNewPassword('Sadu&Pearl2026', 'Sadu&Pearl2026', 'p', 'c')).not.toThrow();
  });
});

describe('permission names', () => {
  it('splits the entity suffix', () => {
    expect(parsePermission('local_entity_12')).toEqual({ name: 'local_entity', entity: 12 });
    expect(parsePermission('local_entity')).toEqual({ name: 'local_entity', entity: null });
  });
});

describe('identity settings', () => {
  it('defaults to the spec numbers and names a bad variable', () => {
    expect(loadConfig({}).identity).toMatchObject({ lockoutAttempts: 5, idleMinutes: 20, sessionHours: 12 });
    expect(() => loadConfig({ LOCKOUT_ATTEMPTS: 'zero' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
  });
});
