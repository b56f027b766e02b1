/** Masked contact details, shown to someone who has not proved who they are. */

/** `mariam@portal.example` → `m****m@portal.example` (short local parts keep only their first letter). */
export function maskEmail(email: string | null): string {
  if (!email) return '';
  const [local = '', domain = ''] = email.split('@');
  const shown = local.length > 2 ? `${local[0]}${'*'.repeat(Math.min(local.length - 2, 6))}${local[local.length - 1]}` : `${local[0] ?? ''}*`;
  return `${shown}@${domain}`;
}

/** `+96550001234` → `********1234`. */
export function maskPhone(phone: string): string {
  return `${'*'.repeat(Math.max(phone.length - 4, 0))}${phone.slice(-4)}`;
}
