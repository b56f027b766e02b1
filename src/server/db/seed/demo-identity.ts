/** Identity details of the demo accounts: phones, groups, departments and FT departments. */
import type { Queryable } from '../database.ts';

type IdentityDetails = { phone: string; groups: string[]; department?: string; ft_department?: string };

// By user type. The FT departments give the Kuwaiti entity and ministry FT users their derived
// roles (product spec section 6); every demo account has a phone so the SMS code can be tried.
const DETAILS: Record<string, IdentityDetails> = {
  mofa_admin: { phone: '+96550000001', groups: ['Admin'], department: 'Permissions' },
  mofa_staff: { phone: '+96550000002', groups: ['Staff'], department: 'Charities Department' },
  mofa_ft_users: { phone: '+96550000003', groups: ['Fund Transfer'], department: 'Fund Transfer Department', ft_department: 'GeneralAccountSupervisor' },
  le: { phone: '+96550000004', groups: [], ft_department: 'LocalEntityFTManager' },
  fe: { phone: '+96550000005', groups: [] },
  fe_approved: { phone: '+96550000006', groups: [] },
  dm: { phone: '+96550000007', groups: [] },
  moi: { phone: '+96550000008', groups: [] },
  awqaf: { phone: '+96550000009', groups: [] },
};

/** Fills in the identity columns of the demo users just inserted (ids by user type). */
export async function seedDemoIdentity(tx: Queryable, ids: Map<string, number>): Promise<void> {
  for (const [type, id] of ids) {
    const details = DETAILS[type];
    if (!details) continue;
    await tx.query(
      `UPDATE users SET phone = $2, ft_department = $3,
         groups = coalesce((SELECT jsonb_agg(g.id ORDER BY g.id) FROM groups g WHERE g.name = ANY($4::text[])), '[]'::jsonb),
         department_id = (SELECT d.id FROM departments d WHERE d.name_en = $5)
       WHERE id = $1`,
      [id, details.phone, details.ft_department ?? null, details.groups, details.department ?? null],
    );
  }
}
