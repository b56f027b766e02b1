/** The shared validation rules (product spec section 5), pure and isomorphic: the server and the portal run the same code. */
export * from './rule.ts';
export * from './phone.ts';
export * from './bank-codes.ts';
export * from './url.ts';
export * from './currency.ts';
export * from './social.ts';
export * from './choices.ts';
export * from './date-range.ts';
export * from './text.ts';
export * from './date-order.ts';
