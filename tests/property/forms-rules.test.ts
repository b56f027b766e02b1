import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkBic, checkCurrency, checkDateRange, checkIban, checkOtp, checkPhone, checkSocial, checkSwift, checkUrl, checkYesNo,
  CURRENCY_DECIMALS, joinCurrency, joinPhone, splitCurrency, splitPhone, SOCIAL_NETWORKS, withoutTrailingDot, yesterday,
} from '../../src/shared/validation/rules/index.ts';

const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const alnum = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const chars = (arb: fc.Arbitrary<string>, n: number) => fc.array(arb, { minLength: n, maxLength: n }).map((a) => a.join(''));

describe('phone', () => {
  it('accepts valid national numbers of Kuwait, Egypt and the UK, stored as calling code plus number', () => {
    for (const [code, national] of [['965', '51234567'], ['20', '1001234567'], ['44', '7400123456']] as const) {
      const stored = joinPhone(code, national);
      expect(stored).toBe(`+${code}${national}`);
      expect(checkPhone(stored)).toBeNull();
      expect(splitPhone(stored)).toMatchObject({ callingCode: code, national });
    }
  });
  it('refuses any number too short for Kuwait with errors.phone', () => {
    fc.assert(fc.property(fc.stringMatching(/^[0-9]{1,6}$/), (digits) => {
      expect(checkPhone(`+965${digits}`)).toEqual({ key: 'errors.phone' });
    }));
  });
  it('refuses anything that is not + and digits', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }).filter((s) => s.trim() !== '' && !/^\+\d+$/.test(s)), (text) => {
      expect(checkPhone(text)?.key).toBe('errors.phone');
    }));
  });
});

describe('bank codes', () => {
  it('BIC: 8 or 11 characters pass, any other length is errors.bic', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() === s && s !== ''), (code) => {
      expect(checkBic(code)).toEqual(code.length === 8 || code.length === 11 ? null : { key: 'errors.bic' });
    }));
  });
  it('Swift: required when flagged, then length, then format, first error only', () => {
    expect(checkSwift('', { required: true })).toEqual({ key: 'errors.required' });
    expect(checkSwift('')).toBeNull();
    fc.assert(fc.property(chars(upper, 6), chars(alnum, 2), fc.option(chars(alnum, 3)), (bank, location, branch) => {
      expect(checkSwift(bank + location + (branch ?? ''), { required: true })).toBeNull();
    }));
    expect(checkSwift('NBOK')).toEqual({ key: 'errors.bic' });
    expect(checkSwift('12345678')).toEqual({ key: 'errors.swift' });
    expect(withoutTrailingDot('Swift Code is not valid.')).toBe('Swift Code is not valid');
  });
  it('IBAN: a real IBAN passes, changing one digit fails with errors.iban', () => {
    const iban = 'KW81CBKU0000000000001234560101';
    expect(checkIban(iban)).toBeNull();
    expect(checkIban('GB82 WEST 1234 5698 7654 32')).toBeNull();
    fc.assert(fc.property(fc.integer({ min: 4, max: iban.length - 1 }).filter((i) => /\d/.test(iban[i]!)), fc.integer({ min: 1, max: 9 }), (i, add) => {
      const changed = iban.slice(0, i) + String((Number(iban[i]) + add) % 10) + iban.slice(i + 1);
      expect(checkIban(changed)).toEqual({ key: 'errors.iban' });
    }));
  });
});

describe('url', () => {
  it('http and https with a host pass; other schemes are errors.url', () => {
    fc.assert(fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }).filter((u) => new URL(u).hostname.includes('.')), (url) => {
      expect(checkUrl(url)).toBeNull();
    }));
    fc.assert(fc.property(fc.constantFrom('ftp', 'javascript', 'file', 'mailto', 'data'), fc.domain(), (scheme, host) => {
      expect(checkUrl(`${scheme}://${host}/`)).toEqual({ key: 'errors.url' });
    }));
  });
});

describe('currency', () => {
  it('CODE/amount passes with up to the currency decimals and fails with more (KWD 3, USD 2)', () => {
    expect(CURRENCY_DECIMALS.KWD).toBe(3);
    expect(CURRENCY_DECIMALS.USD).toBe(2);
    fc.assert(fc.property(fc.constantFrom(...Object.keys(CURRENCY_DECIMALS)), fc.nat({ max: 10 ** 9 }), fc.integer({ min: 0, max: 6 }), (code, whole, places) => {
      const amount = places === 0 ? String(whole) : `${whole}.${'5'.repeat(places)}`;
      const value = joinCurrency(code, amount);
      expect(splitCurrency(value)).toEqual({ code, amount });
      const limit = CURRENCY_DECIMALS[code]!;
      expect(checkCurrency(value)).toEqual(places <= limit ? null : { key: 'forms.errors.decimals', params: { limit } });
    }));
  });
  it('refuses signs, exponents and unknown codes', () => {
    for (const amount of ['-1', '+1', '1e3', '1,5', 'abc']) expect(checkCurrency(`KWD/${amount}`)).toEqual({ key: 'errors.number' });
    expect(checkCurrency('XXX/1')).toEqual({ key: 'errors.invalid_choice' });
    expect(checkCurrency('KWD/')).toEqual({ key: 'errors.required' });
  });
});

describe('social', () => {
  it('any set of the six networks with an account each passes; a missing account or a repeat fails', () => {
    fc.assert(fc.property(fc.shuffledSubarray([...SOCIAL_NETWORKS], { minLength: 1 }), fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''), (networks, account) => {
      const accounts = Object.fromEntries(networks.map((n) => [n, account]));
      expect(checkSocial({ networks: networks.join('/'), accounts })).toBeNull();
      expect(checkSocial({ networks: networks.join('/'), accounts: { ...accounts, [networks[0]!]: ' ' } })).toEqual({ key: 'errors.required' });
      expect(checkSocial({ networks: [...networks, networks[0]].join('/'), accounts })).toEqual({ key: 'errors.repeated' });
    }));
    expect(checkSocial({ networks: 'myspace', accounts: { myspace: 'x' } })).toEqual({ key: 'errors.invalid_choice' });
  });
});

describe('yes/no, OTP and date range', () => {
  it('yes/no needs an answer, and remarks when yes', () => {
    expect(checkYesNo({})).toMatchObject({ key: 'errors.yes_no_required' });
    expect(checkYesNo({ answer: 'yes' })).toMatchObject({ key: 'errors.required', field: 'remarks' });
    expect(checkYesNo({ answer: 'yes', remarks: 'Visited in 2025' })).toBeNull();
    expect(checkYesNo({ answer: 'no' })).toBeNull();
  });
  it('OTP: exactly six characters, otherwise errors.otp_required', () => {
    fc.assert(fc.property(fc.string({ maxLength: 12 }), (code) => {
      expect(checkOtp(code) === null).toBe(/^[0-9A-Za-z]{6}$/.test(code));
      if (checkOtp(code)) expect(checkOtp(code)).toEqual({ key: 'errors.otp_required' });
    }));
  });
  it('date range: both ends required, yyyy-mm-dd, start not before yesterday, end not before start', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(yesterday(now)).toBe('2026-11-21');
    expect(checkDateRange({ end: '2026-12-01' }, { now })).toMatchObject({ key: 'errors.required', field: 'start' });
    expect(checkDateRange({ start: '2026-12-01' }, { now })).toMatchObject({ key: 'errors.required', field: 'end' });
    expect(checkDateRange({ start: '01/12/2026', end: '2026-12-02' }, { now })).toMatchObject({ key: 'errors.date', field: 'start' });
    expect(checkDateRange({ start: '2026-11-21', end: '2026-11-21' }, { now })).toBeNull();
    expect(checkDateRange({ start: '2026-11-20', end: '2026-11-21' }, { now })).toMatchObject({ key: 'forms.errors.date_too_early', field: 'start' });
    expect(checkDateRange({ start: '2026-11-25', end: '2026-11-24' }, { now })).toMatchObject({ key: 'forms.errors.end_before_start', field: 'end' });
  });
});
