import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../../src/server/platform/log-redaction.ts';

describe('the request log', () => {
  it('keeps no login-link or export-link token of a URL', () => {
    expect(redactUrl('/portal/overview/?token=abc123')).toBe('/portal/overview/?token=[redacted]');
    expect(redactUrl('/api/v1/references/?page=2&auth_token=xyz&lang=ar')).toBe('/api/v1/references/?page=2&auth_token=[redacted]&lang=ar');
    expect(redactUrl('/api/v1/password-reset/abc/?tokens=1')).toBe('/api/v1/password-reset/abc/?tokens=1');
  });
});
