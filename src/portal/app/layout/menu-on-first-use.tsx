import type { ButtonProps } from '@fluentui/react-components';
import { cloneElement, useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type ReactElement, type Ref } from 'react';
import type { ChunkOnDemand } from '../../lib/chunk-on-demand.ts';
import { whenPageIdle } from './when-page-idle.ts';

/** The header button a menu opens from, drawn at once. */
export type TriggerElement = ReactElement<ButtonProps & { ref?: Ref<HTMLButtonElement> }>;
/** What a header menu's chunk gives: Fluent's Menu around `trigger` (in its MenuTrigger), its popover and what only it needs. */
export type LoadedMenu<P> = ComponentType<P & { trigger: TriggerElement }>;
/** A header menu's chunk (`chunkOnDemand(() => import('./…-list.tsx').then((m) => m.…))`). */
export type MenuChunk<P> = ChunkOnDemand<LoadedMenu<P>>;

type Props<P> = { chunk: MenuChunk<P>; trigger: TriggerElement; menu: P };

// With a mouse or a keyboard, the hover or the focus that comes before a click fetches the chunk;
// a touch screen gives no such warning, so there it comes once the page is idle (not on a data saver).
const noHover = () => window.matchMedia?.('(hover: none)').matches && !(navigator as { connection?: { saveData?: boolean } }).connection?.saveData;

/**
 * A header menu whose menu part is a chunk fetched on first use (issue 19 item 7): the trigger is
 * drawn at once, as the menu draws it; a hover or focus fetches the chunk; the first click, Enter,
 * Space or ArrowDown puts the menu in its place and opens it as a click on its trigger does (focus
 * on the first item; Escape brings it back to the trigger). A click before the chunk has come opens
 * the menu when it comes, unless the user has gone elsewhere (a click or focus elsewhere, Escape).
 * A chunk that fails then goes to the layout's route error page, as a route's chunk does (RouteError:
 * one reload for a stale deployment, else its message and Retry), rather than leaving a dead button.
 */
export function MenuOnFirstUse<P extends object>({ chunk, trigger, menu }: Props<P>) {
  const button = useRef<HTMLButtonElement>(null);
  const [Loaded, setLoaded] = useState<LoadedMenu<P> | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // Set while a click waits for the chunk: stops waiting.
  const waiting = useRef<(() => void) | null>(null);

  useEffect(() => (noHover() ? whenPageIdle(() => void chunk.load().catch(() => undefined)) : undefined), [chunk]);
  // The menu has just taken the trigger's place: it opens as a click on its trigger opens it.
  useEffect(() => {
    if (Loaded) button.current?.click();
  }, [Loaded]);
  useEffect(() => () => waiting.current?.(), []);

  if (failure) throw failure;
  if (Loaded) return <Loaded {...menu} trigger={cloneElement(trigger, { ref: button })} />;

  const preload = () => void chunk.load().catch(() => undefined); // a failed preload is tried again on use
  const open = () => {
    const ready = chunk.current();
    if (ready) {
      setLoaded(() => ready);
      return;
    }
    if (waiting.current) return; // asked already: the menu opens when its chunk comes
    let wanted = true;
    // A click or focus elsewhere while the chunk is on its way: the user has moved on.
    const elsewhere = (event: Event) => {
      if (!button.current?.contains(event.target as Node)) waiting.current?.();
    };
    document.addEventListener('pointerdown', elsewhere, true);
    document.addEventListener('focusin', elsewhere, true);
    const stopWaiting = () => {
      wanted = false;
      waiting.current = null;
      document.removeEventListener('pointerdown', elsewhere, true);
      document.removeEventListener('focusin', elsewhere, true);
    };
    waiting.current = stopWaiting;
    chunk.load().then(
      (loaded) => {
        if (!wanted) return;
        stopWaiting();
        setLoaded(() => loaded);
      },
      (error: unknown) => {
        if (!wanted) return;
        stopWaiting();
        setFailure(error);
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') open();
    if (event.key === 'Escape') waiting.current?.();
  };
  return cloneElement(trigger, { ref: button, 'aria-haspopup': 'menu', onClick: open, onKeyDown, onPointerEnter: preload, onFocus: preload });
}
