import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { pageComponents, screenModules } from '../../../generated/screens/loaders.ts';
import type { RouteDescriptor, ScreenDescriptor } from '../../shared/spec-model.ts';
import { withChunkTimeout } from './chunk-timeout.ts';
import { useSession } from './session-context.tsx';

type RuntimeProps = { screen: ScreenDescriptor; userType?: string };

// Each runtime is its own chunk, so RJSF and TanStack Table load only with the screens that use them.
const runtimes: Record<ScreenDescriptor['kind'], () => Promise<{ default: ComponentType<RuntimeProps> }>> = {
  list: () => import('../runtime/lists/list-screen.tsx') as never,
  form: () => import('../runtime/forms/form-screen.tsx') as never,
  detail: () => import('../runtime/screens/detail-screen.tsx') as never,
};

/** Loads a route's page (each chunk within 120000 ms), or its module's descriptors and the runtime for the screen's kind. */
export function lazyRoute(route: RouteDescriptor): NonNullable<RouteObject['lazy']> {
  return async () => {
    if (route.component) {
      const page = await withChunkTimeout(pageComponents[route.component]!);
      return { Component: page.default };
    }
    const { screens } = await withChunkTimeout(screenModules[route.module]!);
    const screen = screens.find((s) => s.name === route.screen);
    if (!screen) throw new Error(`Screen ${route.screen} is missing from module ${route.module}`);
    const Runtime = (await withChunkTimeout(runtimes[screen.kind])).default;
    function BoundScreen() {
      const { user } = useSession();
      return <Runtime key={screen!.name} screen={screen!} userType={user?.user_type} />;
    }
    return { Component: BoundScreen };
  };
}
