/** The demo accounts loaded into an empty database: one per user type. */
import { userTypes, type UserType } from '../../../../generated/access/rules.ts';

/** The one password of every demo account (printed at start; change it outside demos). */
export const DEMO_PASSWORD = 'Portal@2026demo';

export type DemoUser = { username: string; name: string; email: string; user_type: UserType; permissions: string[]; menu_permissions: string[] };

type Profile = Omit<DemoUser, 'user_type' | 'email'>;

// Permission and menu-permission names follow product spec section 6; a numeric suffix ties
// the account to demo entity 1 where the spec says so.
const ALL_MENUS = ['general_detail', 'diplomatic_mission', 'local_entity', 'foreign_entity', 'safe_travel', 'support_request', 'awqaf_request', 'fund_transfer'];
const PROFILES: Record<string, Profile> = {
  mofa_admin: { username: 'admin', name: 'Fahad Al-Sabah', permissions: ['superuser', 'admin'], menu_permissions: ALL_MENUS },
  mofa_staff: { username: 'staff', name: 'Noura Al-Mutairi', permissions: ['admin'], menu_permissions: ALL_MENUS.filter((m) => m !== 'fund_transfer') },
  mofa_ft_users: { username: 'ftuser', name: 'Khaled Al-Enezi', permissions: ['admin'], menu_permissions: ['general_detail', 'fund_transfer'] },
  le: { username: 'kuwaiti', name: 'Mariam Al-Rashed', permissions: ['local_entity', 'local_entity_1'], menu_permissions: ['general_detail', 'local_entity', 'safe_travel', 'support_request', 'fund_transfer'] },
  fe: { username: 'foreign', name: 'Omar Haddad', permissions: ['foreign_entity', 'foreign_entity_1'], menu_permissions: ['foreign_entity', 'support_request'] },
  fe_approved: { username: 'approved', name: 'Layla Mansour', permissions: ['foreign_entity', 'foreign_entity_2'], menu_permissions: ['foreign_entity', 'support_request', 'fund_transfer'] },
  dm: { username: 'mission', name: 'Yousef Al-Kandari', permissions: ['diplomatic_mission', 'embassy_mission_1'], menu_permissions: ['diplomatic_mission', 'foreign_entity_diplomatic', 'awqaf_request', 'fund_transfer'] },
  moi: { username: 'interior', name: 'Hamad Al-Ajmi', permissions: ['moi'], menu_permissions: ['general_detail', 'safe_travel'] },
  awqaf: { username: 'awqaf', name: 'Abdullah Al-Shammari', permissions: ['awqaf'], menu_permissions: ['awqaf_request'] },
};

/** One demo user per user type of the spec (a type added later gets a plain account named after it). */
export const demoUsers: DemoUser[] = userTypes.map((type) => {
  const profile = PROFILES[type] ?? { username: type, name: type, permissions: [], menu_permissions: [] };
  return { ...profile, user_type: type, email: `${profile.username}@portal.example` };
});
