import { RefusalPage } from '../runtime/screens/refusal-page.tsx';

/** Shown, inside the portal's frame, for any path no route matches. */
export function NotFoundPage() {
  return <RefusalPage kind="not_found" />;
}
