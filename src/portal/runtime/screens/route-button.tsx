import { Button, type ButtonProps } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

/** A Fluent button that is a real link to a portal path (middle-click, copy address) yet navigates inside the router. */
export function RouteButton({ to, children, appearance, icon }: { to: string; children: ReactNode; appearance?: ButtonProps['appearance']; icon?: ButtonProps['icon'] }) {
  const navigate = useNavigate();
  const href = useHref(to);
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <Button as="a" href={href} onClick={onClick} appearance={appearance} icon={icon}>
      {children}
    </Button>
  );
}
