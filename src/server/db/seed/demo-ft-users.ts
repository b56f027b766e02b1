/**
 * Demo accounts for the fund-transfer chain: the holders that share a user type with another
 * demo account and differ only by FT department (`kuwaiti` is the local entity's FT manager and
 * `ftuser` the general account supervisor; see demo-identity.ts).
 */
import type { FtDepartment } from '../../platform/auth/users-repository.ts';
import type { DemoUser } from './demo-users.ts';

export type DemoFtUser = DemoUser & { phone: string; ft_department: FtDepartment };

export const demoFtUsers: DemoFtUser[] = [
  {
    username: 'ftstaff', name: 'Salem Al-Hajri', email: 'ftstaff@portal.example', user_type: 'le', ft_department: 'LocalEntityFTStaff',
    phone: '+96550000010', permissions: ['local_entity', 'local_entity_1'], menu_permissions: ['general_detail', 'local_entity', 'fund_transfer'],
  },
  {
    username: 'charity', name: 'Reem Al-Otaibi', email: 'charity@portal.example', user_type: 'mofa_ft_users', ft_department: 'CharityAccountStaff',
    phone: '+96550000011', permissions: ['admin'], menu_permissions: ['general_detail', 'fund_transfer'],
  },
  {
    username: 'mosal', name: 'Bader Al-Azmi', email: 'mosal@portal.example', user_type: 'mofa_ft_users', ft_department: 'Mosal',
    phone: '+96550000012', permissions: ['mosal'], menu_permissions: ['mosal'],
  },
];
