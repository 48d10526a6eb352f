/*
 * observer(Component): one tracker per component instance (./tracker.ts), in a module of its
 * own so that an app whose first load only uses useValue does not load it. The shape follows
 * mobx-react-lite's `observer` (MIT): a wrapper that runs the render inside the tracker.
 */
import {
  useInsertionEffect,
  useLayoutEffect,
  useReducer,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { setRendering } from './rendering.ts';
import { Tracker } from './tracker.ts';

interface Box {
  t: Tracker;
}
const track = (): Box => ({ t: new Tracker() });
const renew = (box: Box): Box => ({ t: box.t });
// On the server and while hydrating: render untracked (nothing to subscribe to).
const server = (): number => -1;

/**
 * Makes a function component re-render when any signal it read with `.value` during its
 * last render changes (directly or through a computed). One tracker per component instance: one graph
 * effect and one `useSyncExternalStore` subscription, however many signals it reads, all
 * disposed on unmount. A signal written inside `startTransition` re-renders it as part of
 * the transition. A committed frame never shows two values of one signal: a reader whose values
 * changed before its commit, or that shows an older value than another component just
 * committed, re-renders synchronously before the browser paints (so a transition whose new value
 * an urgent render already shows renders synchronously, as with useSyncExternalStore). On the
 * server it reads values without subscribing. Hydrating, it renders the values the page holds
 * (so what `afterHydration` holds back, such as a `persist`ed value, is not among them yet) and
 * tracks from the render right after; its commit lets the hydration phase end.
 * It does not memoise: wrap the result in `memo` for that.
 *
 * @param component - the function component to track.
 * @returns a component with the same props (and `displayName`).
 * @example
 * ```tsx
 * const todos = signal<string[]>([]);
 * const Header = observer(function Header() {
 *   return <h1>{todos.value.length} todos</h1>;
 * });
 * const Row = memo(observer(({ id }: { id: number }) => <li>{byId(id).label.value}</li>));
 * ```
 */
export function observer<P extends object>(
  component: (props: P) => ReactNode,
): (props: P) => ReactNode {
  const Observer = (props: P): ReactNode => {
    // One state hook holds the tracker; a new box re-renders (the box is the state).
    const [box, rerender] = useReducer(renew, undefined, track);
    const t = box.t;
    t.rerender = rerender;
    // A getSnapshot of this render's own: React then checks every concurrent render of the
    // component before committing it (not only those whose snapshot changed), and renders the
    // whole update again, synchronously, if what it read changed meanwhile.
    const snapshot = useSyncExternalStore(t.sub, () => t.v, server);
    useInsertionEffect(() => t.committed());
    useLayoutEffect(() => t.check());
    if (snapshot < 0) {
      t.rendered = -1;
      const prev = setRendering(t);
      try {
        return component(props);
      } finally {
        setRendering(prev);
      }
    }
    return t.run(() => component(props));
  };
  Observer.displayName = (component as { displayName?: string }).displayName || component.name;
  return Observer;
}
