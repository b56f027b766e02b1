import type { ListScreen } from '../../lib/screen-descriptors.ts';
import { ScreenActions } from '../screens/screen-actions.tsx';

/** The list's actions (Add, …) the user may perform; action params resolve against the route params. */
export function ListActions({ screen, userType, params }: { screen: ListScreen; userType?: string; params: Record<string, string> }) {
  return <ScreenActions actions={screen.actions} userType={userType} record={params} />;
}
