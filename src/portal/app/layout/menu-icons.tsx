import { HomeRegular, LibraryRegular, CircleRegular } from '@fluentui/react-icons';
import type { ReactElement } from 'react';

// Icons are imported one by one so the bundle carries only those the menu names.
const icons: Record<string, ReactElement> = {
  home: <HomeRegular aria-hidden />,
  library: <LibraryRegular aria-hidden />,
};

/** The icon a menu entry of spec/screens names (`icon: library`). */
export function menuIcon(name: string | undefined): ReactElement {
  return (name && icons[name]) || <CircleRegular aria-hidden />;
}
