import {
  useMemo,
  useRef,
  type AnchorHTMLAttributes,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type Ref,
  type TouchEvent,
} from 'react';
import { isExternalHref, joinHref, parseHref, toSearch } from '../core/location.ts';
import { buildPath, type BuildPathArgs } from '../core/path-params.ts';
import type { RegisteredRoutes, ValidLinkTarget } from '../core/register.ts';
import { useRouter } from './context.ts';
import { useRouterState } from './router-state.ts';

type ParamsProp<P extends string> =
  BuildPathArgs<P> extends [params: infer A] ? { params: A } : { params?: BuildPathArgs<P>[0] };

/**
 * Props of `Link`: an anchor's attributes (but `href`), the target, and `params` when `to` is
 * a pattern with params (then required, and typed from it).
 */
export type LinkProps<P extends string, Routes = RegisteredRoutes> = Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href'
> & {
  /**
   * An href (`/cart`, `/product/1?x=1`) or a pattern whose params are then required
   * (`/product/:id`); once the app registers its router, one of its routes' paths.
   */
  to: ValidLinkTarget<P, Routes>;
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
  /**
   * Preload on intent (a hover of 50 ms, focus, touch start): the target route's `preload` (its
   * code) and its loaders, into the cache the navigation reads (`router.preload`). A pointer
   * just passing over a list preloads nothing. `false` opts out.
   * @default 'intent'
   */
  preload?: 'intent' | false;
  ref?: Ref<HTMLAnchorElement>;
} & ParamsProp<P>;

/** What `Link` gives its anchor. */
type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  ref?: Ref<HTMLAnchorElement> | undefined;
  'data-active'?: string | undefined;
};

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * `Link` typed for a route table: `to` must be one of its paths (see `ValidLinkTarget`). `Link`
 * itself is `LinkComponent<RegisteredRoutes>`: any string until the app registers its router.
 *
 * @example
 * ```tsx
 * const ShopLink: LinkComponent<typeof shopRoutes> = Link;
 * <ShopLink to="/product/:id" params={{ id: '1' }}>First</ShopLink>;
 * ```
 */
export type LinkComponent<Routes = RegisteredRoutes> = <P extends string>(
  props: LinkProps<P, Routes>,
) => ReactElement;

/**
 * An anchor that navigates in-app; typed params when `to` is a pattern. Modifier and middle
 * clicks, other targets, downloads and other sites are left to the browser. It carries
 * `aria-current="page"` on its own path and `data-active` (plus `activeClassName`) on its path
 * or, unless `exact`, below it. Once the app registers its router (`Register`), `to` must be
 * one of its routes' paths.
 *
 * @example
 * ```tsx
 * <Link to="/product/:id" params={{ id: '42' }} search={{ tab: 'reviews' }} activeClassName="on">
 *   Reviews
 * </Link>
 * ```
 */
export function Link<P extends string>(props: LinkProps<P>): ReactElement {
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
    preload = 'intent',
    className,
    onClick,
    target,
    ...rest
  } = props as LinkProps<string> & { params?: Record<string, string> };
  const router = useRouter();
  const path = params ? buildPath(to, params) : to;
  const query = typeof search === 'object' ? toSearch(search) : (search ?? '');
  // Worked out once per target: parsing a URL on every navigation, for every link of a page,
  // was a measurable share of a navigation's cost. `rooted` is the resolved pathname of a
  // root-relative href, undefined for a relative one ('edit', '?page=2').
  const [href, external, rooted] = useMemo(() => {
    if (isExternalHref(to)) return [to, true] as const;
    const href = joinHref(path, query, hash);
    const rooted = href.charCodeAt(0) === 47 && href.charCodeAt(1) !== 47; // '/', not '//'
    return [href, false, rooted ? parseHref(href)?.pathname : undefined] as const;
  }, [to, path, query, hash]);

  // 2: on the link's path, 1: below it, 0: elsewhere. After a navigation React re-renders only
  // the links whose number changed. String compares only: the target was resolved once per href.
  const active = useRouterState((r) => {
    const current = r.location.value?.pathname;
    if (external || current === undefined) return 0;
    // A relative href resolves against the current path: the one case parsed here.
    const target = rooted ?? parseHref(href, current)?.pathname;
    if (target === undefined) return 0;
    if (current === target) return 2;
    return !exact && target !== '/' && current.startsWith(target + '/') ? 1 : 0;
  });
  const isExact = active === 2;
  const isActive = active > 0;
  // The class names joined without an array and a filter per link (50 to a page): '' and
  // undefined are left out, as before.
  const added = isActive ? activeClassName : undefined;
  const classes = className && added ? `${className} ${added}` : className || added || undefined;
  const intent = () => {
    if (preload && !external) void router.preload(href);
  };
  const hover = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The link's own props over the caller's (`rest` first: its keys keep their place, ours win),
  // put together with Object.assign. An object literal that spreads `rest` and then lists more
  // properties cost V8 (Node 20) about 10 µs per link, a fresh hidden class each time: most of
  // the server render of a page with 50 links. Same keys, order and values.
  const anchor: AnchorProps = Object.assign({}, rest, {
    ref,
    href,
    target,
    'aria-current': isExact ? ('page' as const) : undefined,
    'data-active': isActive ? '' : undefined,
    className: classes,
    onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => {
      rest.onMouseEnter?.(event);
      hover.current = setTimeout(intent, 50);
    },
    onMouseLeave: (event: MouseEvent<HTMLAnchorElement>) => {
      rest.onMouseLeave?.(event);
      clearTimeout(hover.current);
    },
    onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
      rest.onFocus?.(event);
      intent();
    },
    onTouchStart: (event: TouchEvent<HTMLAnchorElement>) => {
      rest.onTouchStart?.(event);
      intent();
    },
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      // Modifier and middle clicks, other targets, downloads and other sites are the browser's.
      if (event.defaultPrevented || external || !isPlainLeftClick(event)) return;
      if ((target && target !== '_self') || rest.download !== undefined) return;
      event.preventDefault();
      void router.navigate(href, { replace: replace === true, state });
    },
  });
  return <a {...anchor} />;
}
