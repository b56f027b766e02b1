import { createElement, Suspense, use, type ComponentType } from 'react';

/** A widget or field of the theme whose code is a chunk of its own, fetched when a form needs it. */
export type LazyPart<P> = ComponentType<P> & {
  /** Fetches the chunk once (again after a failure); resolves when the part can render at once. */
  preload: () => Promise<void>;
  loaded: () => boolean;
};

/**
 * `React.lazy` that can be fetched ahead (`preload`) and, once loaded, renders without suspending:
 * the form runtime fetches the parts a form names before drawing it (`widgets-ready.ts`), so no
 * placeholder shows; a part it missed suspends on its own, in its place, with nothing drawn there
 * until it comes. `load` may fetch what the part needs besides its module (the phone numbers).
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Pending(props: P) {
    use(preload());
    return createElement(Loaded!, props);
  }
  function Part(props: P) {
    return Loaded ? createElement(Loaded, props) : <Suspense fallback={null}>{createElement(Pending, props)}</Suspense>;
  }
  return Object.assign(Part, { preload, loaded: () => Loaded !== undefined });
}
