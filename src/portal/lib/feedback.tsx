import { lazy, Suspense, useCallback, useSyncExternalStore, type ComponentType } from 'react';
import { feedbackQueue } from './feedback-queue.ts';

// Fluent's Toaster (with tabster's focus groups, portals and motion: about 25 kB gzip) is a chunk
// of its own, fetched with the first toast: most pages never show one, the login page never does
// (its script budget is 170 kB gzip, issue 19). A chunk that fails to load (a new deployment)
// only loses the toast, not the page.
const FeedbackToasts = lazy<ComponentType>(() =>
  import('./feedback-toasts.tsx').catch((error: unknown) => {
    console.error('feedback toaster failed to load', error);
    return { default: () => null };
  }),
);

/** Where the feedback shows (top end corner: the right in English, the left in Arabic); announced politely to screen readers. */
export function FeedbackToaster() {
  const wanted = useSyncExternalStore(feedbackQueue.subscribe, feedbackQueue.wanted);
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackToasts />
    </Suspense>
  ) : null;
}

/** Says that an action succeeded, in a toast that outlives the page it was taken on (a save that leads elsewhere). */
export function useFeedback(): (text: string) => void {
  return useCallback((text: string) => feedbackQueue.say(text), []);
}
