import {
  AirplaneRegular, BuildingGovernmentRegular, BuildingMosqueRegular, BuildingRegular, ChatRegular, CircleRegular,
  ArrowSwapRegular, DataBarVerticalRegular, GlobeRegular, HandshakeRegular, HomeRegular, LibraryRegular, MoneyRegular, PeopleRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import { fluentMenuIcons } from '../../../../generated/screens/menu-icons.ts';
import type { MenuIconName } from '../../../shared/menu-icons.ts';

// Icons are imported one by one so the bundle carries only those the menu names; one per name of
// src/shared/menu-icons.ts, the list codegen checks spec/screens against.
const icons: Record<MenuIconName, ReactElement> = {
  home: <HomeRegular aria-hidden />,
  library: <LibraryRegular aria-hidden />,
  dashboard: <DataBarVerticalRegular aria-hidden />,
  mission: <BuildingGovernmentRegular aria-hidden />,
  building: <BuildingRegular aria-hidden />,
  globe: <GlobeRegular aria-hidden />,
  travel: <AirplaneRegular aria-hidden />,
  support: <HandshakeRegular aria-hidden />,
  awqaf: <BuildingMosqueRegular aria-hidden />,
  money: <MoneyRegular aria-hidden />,
  chat: <ChatRegular aria-hidden />,
  people: <PeopleRegular aria-hidden />,
  transfer: <ArrowSwapRegular aria-hidden />,
};

/** The icon a menu entry of spec/screens names: one of ours (`icon: library`) or a Fluent icon by its name (`icon: BookRegular`). */
export function menuIcon(name: string | undefined): ReactElement {
  const Fluent = name ? fluentMenuIcons[name] : undefined;
  if (Fluent) return <Fluent aria-hidden />;
  return (name && icons[name as MenuIconName]) || <CircleRegular aria-hidden />;
}
