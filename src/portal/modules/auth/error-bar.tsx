import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { ReactNode } from 'react';

/** An error answer at the top of a guest page's form, announced as it appears. */
export default function ErrorBar({ children }: { children: ReactNode }) {
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{children}</MessageBarBody>
    </MessageBar>
  );
}
