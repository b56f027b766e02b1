import { Toast, ToastTitle, Toaster, useToastController } from '@fluentui/react-components';
import { useCallback } from 'react';

/** The portal's one toaster: what an action did, said after every create, save and step. */
const FEEDBACK_TOASTER = 'portal-feedback';

/** Where the feedback shows (top end corner: the right in English, the left in Arabic); announced politely to screen readers. */
export function FeedbackToaster() {
  return <Toaster toasterId={FEEDBACK_TOASTER} position="top-end" pauseOnHover pauseOnWindowBlur />;
}

/** Says that an action succeeded, in a toast that outlives the page it was taken on (a save that leads elsewhere). */
export function useFeedback(): (text: string) => void {
  const { dispatchToast } = useToastController(FEEDBACK_TOASTER);
  return useCallback(
    (text: string) =>
      dispatchToast(
        <Toast data-testid="feedback">
          <ToastTitle>{text}</ToastTitle>
        </Toast>,
        { intent: 'success', politeness: 'polite', timeout: 6000 },
      ),
    [dispatchToast],
  );
}
