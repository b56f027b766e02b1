/**
 * The icons a menu entry of spec/screens may name (`icon: library`). The portal draws each
 * (`src/portal/app/layout/menu-icons.tsx`, one drawing per name) and codegen refuses any other name.
 */
export const menuIconNames = ['home', 'library', 'dashboard', 'mission', 'building', 'globe', 'travel', 'support', 'awqaf', 'money', 'chat', 'people', 'transfer'] as const;

export type MenuIconName = (typeof menuIconNames)[number];
