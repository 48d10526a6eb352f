import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useValue } from '@tendril/signals/react';
import { isExternalHref, joinHref, parseHref, toSearch } from '../core/location.ts';
import { buildPath, type BuildPathArgs } from '../core/path-params.ts';
import { useRouter } from './context.ts';

type ParamsProp<P extends string> =
  BuildPathArgs<P> extends [params: infer A] ? { params: A } : { params?: BuildPathArgs<P>[0] };

/**
 * Props of `Link`: an anchor's attributes (but `href`), the target, and `params` when `to` is
 * a pattern with params (then required, and typed from it).
 */
export type LinkProps<P extends string> = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An href (`/cart`, `/product/1?x=1`) or a pattern whose params are then required (`/product/:id`). */
  to: P;
  /**
   * Query appended to the path: a string (`'?q=1'` or `'q=1'`) or an object (undefined values
   * are left out).
   * @default undefined — none added.
   */
  search?: string | Readonly<Record<string, string | number | boolean | undefined>>;
  /**
   * Fragment appended to the path (`'top'` or `'#top'`).
   * @default undefined — none added.
   */
  hash?: string;
  /**
   * Replace the current history entry instead of pushing one.
   * @default false
   */
  replace?: boolean;
  /**
   * State stored with the new history entry (`location.state`).
   * @default undefined
   */
  state?: unknown;
  /**
   * Added to className while the link's path is the current one (or, unless `exact`, a parent
   * of it).
   * @default undefined — no class added (`aria-current` and `data-active` are set regardless).
   */
  activeClassName?: string;
  /**
   * Active only on the link's own path, not below it.
   * @default false
   */
  exact?: boolean;
  ref?: Ref<HTMLAnchorElement>;
} & ParamsProp<P>;

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * An anchor that navigates in-app; typed params when `to` is a pattern. Modifier and middle
 * clicks, other targets, downloads and other sites are left to the browser. It carries
 * `aria-current="page"` on its own path and `data-active` (plus `activeClassName`) on its path
 * or, unless `exact`, below it.
 *
 * @example
 * ```tsx
 * <Link to="/product/:id" params={{ id: '42' }} search={{ tab: 'reviews' }} activeClassName="on">
 *   Reviews
 * </Link>
 * ```
 */
export function Link<P extends string>(props: LinkProps<P>) {
  const {
    ref,
    to,
    params,
    search,
    hash,
    replace,
    state,
    activeClassName,
    exact,
    className,
    onClick,
    target,
    ...rest
  } = props as LinkProps<string> & { params?: Record<string, string> };
  const router = useRouter();
  const location = useValue(router.location);
  const external = isExternalHref(
    to,
    typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  );
  const path = params ? buildPath(to, params) : to;
  const href = external
    ? to
    : joinHref(path, typeof search === 'object' ? toSearch(search) : (search ?? ''), hash ?? '');

  const targetPath = external ? null : parseHref(href, location?.pathname)?.pathname;
  const current = location?.pathname;
  const isExact = targetPath != null && current === targetPath;
  const isActive =
    isExact ||
    (!exact &&
      targetPath != null &&
      targetPath !== '/' &&
      current !== undefined &&
      current.startsWith(targetPath + '/'));

  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      aria-current={isExact ? 'page' : undefined}
      data-active={isActive ? '' : undefined}
      className={
        [className, isActive ? activeClassName : undefined].filter(Boolean).join(' ') || undefined
      }
      onClick={(event) => {
        onClick?.(event);
        // Modifier and middle clicks, other targets, downloads and other sites are the browser's.
        if (event.defaultPrevented || external || !isPlainLeftClick(event)) return;
        if ((target && target !== '_self') || rest.download !== undefined) return;
        event.preventDefault();
        void router.navigate(href, { replace, state });
      }}
    />
  );
}
