type Teller = (text: string) => void;

const waiting: string[] = [];
const listeners = new Set<() => void>();
let teller: Teller | null = null;
let wanted = false;

/**
 * The toasts asked for before the toaster's chunk has come, and the toaster once it has: the first
 * `say` asks for the toaster (`FeedbackToaster` renders it), which then shows what waited.
 */
export const feedbackQueue = {
  say(text: string): void {
    if (teller) return teller(text);
    waiting.push(text);
    if (wanted) return;
    wanted = true;
    listeners.forEach((listener) => listener());
  },
  /** Whether a toast was ever asked for (the toaster is then rendered). */
  wanted: (): boolean => wanted,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The loaded toaster takes over: what waited is shown now, later toasts at once; returns the undo for its unmount. */
  attach(tell: Teller): () => void {
    teller = tell;
    waiting.splice(0).forEach(tell);
    return () => {
      if (teller === tell) teller = null;
    };
  },
};
