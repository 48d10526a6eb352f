import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { portalOptions } from '../core/route.ts';
import { InPortalContext, useRouter } from './context.ts';
import { useRouterState } from './router-state.ts';
import { fadeIn } from './fade.ts';

/** Props of `PortalOutlet`. */
export interface PortalOutletProps {
  /**
   * Classes for the backdrop; they replace the built-in inline style.
   * @default undefined — an inline style: fixed, full-screen, z-index 1000, dimmed, centred.
   */
  backdropClassName?: string;
  /**
   * Classes for the dialog box; they replace the built-in inline style.
   * @default undefined — an inline style: the page's background colour (`Canvas`: white, or
   * dark under `color-scheme: dark`), rounded, at most 600 px wide and 90vh tall.
   */
  className?: string;
  /**
   * Fade-in time (ms).
   * @default 300
   */
  animationMs?: number;
  /**
   * Where the modal is mounted.
   * @default document.body
   */
  container?: Element;
}

const noSubscription = () => () => {};

/**
 * False on a server and while hydrating, true after: a portal needs the browser's DOM, and a
 * server's HTML never holds one, so hydration opens the modal right after it matches the page.
 */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Renders the open modal route over the page: a dialog that takes focus, keeps Tab inside,
 * closes on Escape and backdrop clicks (when the route allows) and gives focus back to
 * whatever opened it. Its label is the route's `meta.title`.
 *
 * @example
 * ```tsx
 * <RouterProvider router={router}>
 *   <Outlet />
 *   <PortalOutlet backdropClassName="backdrop" className="dialog" />
 * </RouterProvider>
 * ```
 */
export function PortalOutlet(props: PortalOutletProps) {
  const portal = useRouterState((r) => r.portal.value);
  const inBrowser = useInBrowser();
  if (!portal.isOpen || !portal.route || !inBrowser) return null;
  const Component = portal.route.component;
  if (!Component) return null;
  const title = portal.route.meta?.title;
  return createPortal(
    <ModalFrame
      {...props}
      label={typeof title === 'string' ? title : undefined}
      routeKey={portal.route}
    >
      <InPortalContext.Provider value={true}>
        <Component />
      </InPortalContext.Provider>
    </ModalFrame>,
    props.container ?? document.body,
  );
}

function ModalFrame({
  children,
  label,
  routeKey,
  backdropClassName,
  className,
  animationMs = 300,
}: PortalOutletProps & { children: ReactNode; label: string | undefined; routeKey: object }) {
  const router = useRouter();
  const dialog = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const options = portalOptions(useRouterState((r) => r.portal.value.route!));
  const closeOnEscape = options.closeOnEscape;

  // Read while rendering, before React commits the children: a child with `autoFocus` takes
  // focus at commit, before any effect of this frame could see who had it.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(() => {
    const node = dialog.current;
    return () => {
      // However the modal closed (Escape, backdrop, Back, a close button, a navigation), its
      // DOM is gone by now; a frame still connected is StrictMode's rehearsal, not a close.
      if (!node?.isConnected && opener?.isConnected) opener.focus();
    };
  }, [opener]);

  useEffect(() => {
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    fadeIn(backdrop.current, animationMs);
    // A child that took focus itself (`autoFocus`, an effect) keeps it.
    if (!dialog.current?.contains(document.activeElement)) {
      const first =
        dialog.current?.querySelector<HTMLElement>('[autofocus]') ??
        dialog.current?.querySelector<HTMLElement>(FOCUSABLE);
      (first ?? dialog.current)?.focus();
    }
    // Escape is heard on the document, so it closes the modal wherever focus is.
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && closeOnEscape) {
        event.preventDefault();
        router.closePortal();
      }
    };
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('keydown', onEscape);
      root.style.overflow = overflow;
    };
  }, [routeKey, animationMs, closeOnEscape, router]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    if (!items.length) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === dialog.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      ref={backdrop}
      className={backdropClassName}
      style={
        backdropClassName
          ? undefined
          : {
              position: 'fixed',
              inset: 0,
              zIndex: 1000,
              background: '#0008',
              display: 'grid',
              placeItems: 'center',
              padding: 16,
            }
      }
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && options.closeOnBackdrop) router.closePortal();
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className={className}
        onKeyDown={onKeyDown}
        style={
          className
            ? undefined
            : {
                // Canvas follows the page's color-scheme, so a dark page gets a dark box
                // under its own (light) text colour.
                background: 'Canvas',
                borderRadius: 12,
                maxWidth: 600,
                width: '100%',
                maxHeight: '90vh',
                overflow: 'auto',
                outline: 'none',
              }
        }
      >
        {children}
      </div>
    </div>
  );
}
