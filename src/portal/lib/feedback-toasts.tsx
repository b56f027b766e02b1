import { Toast, ToastTitle, Toaster, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { feedbackQueue } from './feedback-queue.ts';

/** The portal's one toaster: what an action did, said after every create, save and step. */
const FEEDBACK_TOASTER = 'portal-feedback';

/** Shows the queued toasts, then each new one, on the toaster rendered before it (its listener is then in place). */
function Teller() {
  const { dispatchToast } = useToastController(FEEDBACK_TOASTER);
  useEffect(
    () =>
      feedbackQueue.attach((text) =>
        dispatchToast(
          <Toast data-testid="feedback">
            <ToastTitle>{text}</ToastTitle>
          </Toast>,
          { intent: 'success', politeness: 'polite', timeout: 6000 },
        ),
      ),
    [dispatchToast],
  );
  return null;
}

/** Fluent's toaster at the top end corner, and what feeds it. */
export default function FeedbackToasts() {
  return (
    <>
      <Toaster toasterId={FEEDBACK_TOASTER} position="top-end" pauseOnHover pauseOnWindowBlur />
      <Teller />
    </>
  );
}
