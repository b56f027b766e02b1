import { createElement, Suspense, use, type ComponentType } from 'react';
import { chunkOnDemand } from '../../../lib/chunk-on-demand.ts';

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
 * Fetched through `chunkOnDemand`, so a part that has not come after the spec's chunk timeout fails
 * as any chunk does.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> {
  const chunk = chunkOnDemand(load);
  // While a fetch is under way, load() gives the same promise, as `use` needs.
  function Pending(props: P) {
    return createElement(use(chunk.load()).default, props);
  }
  function Part(props: P) {
    const loaded = chunk.current();
    return loaded ? createElement(loaded.default, props) : <Suspense fallback={null}>{createElement(Pending, props)}</Suspense>;
  }
  return Object.assign(Part, { preload: () => chunk.load().then(() => undefined), loaded: () => chunk.current() !== undefined });
}
