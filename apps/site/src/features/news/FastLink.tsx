import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRouter } from '@tendril/router/react';

/**
 * An in-app link for long lists (a thread can hold a thousand): unlike the router's Link it
 * subscribes to nothing, since it never shows an active state.
 */
export function FastLink({
  to,
  ...rest
}: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    rest.onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void router.navigate(to);
  };
  return <a {...rest} href={to} onClick={onClick} />;
}
