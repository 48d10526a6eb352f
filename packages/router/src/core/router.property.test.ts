import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createMemoryHistory } from './memory-history.ts';
import { createRouter } from './create-router.ts';
import type { Route } from './types.ts';

type Op =
  | { type: 'navigate'; href: string }
  | { type: 'replace'; href: string }
  | { type: 'back' }
  | { type: 'forward' }
  | { type: 'closePortal' };

const opArb = (hrefs: string[], withPortal: boolean): fc.Arbitrary<Op> =>
  fc.oneof(
    fc.record({ type: fc.constant('navigate' as const), href: fc.constantFrom(...hrefs) }),
    fc.record({ type: fc.constant('replace' as const), href: fc.constantFrom(...hrefs) }),
    fc.constant({ type: 'back' as const }),
    fc.constant({ type: 'forward' as const }),
    ...(withPortal ? [fc.constant({ type: 'closePortal' as const })] : []),
  );

const pathOf = (href: string) => href.replace(/[?#].*$/, '');

async function flush() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

describe('router and history stay in step (model-based)', () => {
  it('plain pages: navigate, replace, back and forward match a history stack', () => {
    const hrefs = ['/', '/a', '/a?x=1', '/b/1#top', '/b/2?q=s#h', '/nowhere'];
    const routes: Route[] = [{ path: '/' }, { path: '/a' }, { path: '/b/:id' }];
    fc.assert(
      fc.property(fc.array(opArb(hrefs, false), { maxLength: 40 }), (ops) => {
        const history = createMemoryHistory(['/']);
        const router = createRouter({ routes, history, loaderDelayMs: 0, log: vi.fn() });
        const stack = ['/'];
        let index = 0;
        for (const op of ops) {
          if (op.type === 'navigate') {
            void router.navigate(op.href);
            stack.splice(index + 1, stack.length, op.href);
            index++;
          } else if (op.type === 'replace') {
            void router.navigate(op.href, { replace: true });
            stack[index] = op.href;
          } else if (op.type === 'back') {
            router.back();
            index = Math.max(0, index - 1);
          } else if (op.type === 'forward') {
            router.forward();
            index = Math.min(stack.length - 1, index + 1);
          }
          expect(router.location.value?.href).toBe(stack[index]);
          expect(history.location.href).toBe(stack[index]);
          expect(history.entries.map((e) => e.href)).toEqual(stack);
          expect(router.match.value?.pathname ?? null).toBe(
            pathOf(stack[index]!) === '/nowhere' ? null : pathOf(stack[index]!),
          );
        }
        router.destroy();
      }),
      { numRuns: 200 },
    );
  });

  it('with guards and modals: refusals, modal swaps and closePortal match the model', async () => {
    const hrefs = ['/', '/a?x=1', '/b/1', '/b/2#h', '/sticky', '/locked', '/m/1', '/m/2'];
    const routes: Route[] = [
      { path: '/' },
      { path: '/a' },
      { path: '/b/:id' },
      { path: '/sticky', canDeactivate: () => false },
      { path: '/locked', canActivate: async () => false },
      { path: '/m/:id', portal: true },
    ];
    interface Entry {
      href: string;
      /** For a modal: the page underneath, and whether the entry before is that page. */
      bg?: string;
      opened?: boolean;
    }
    const isModal = (href: string) => href.startsWith('/m/');
    const pageOf = (e: Entry) => pathOf(e.bg ?? e.href);
    // Which guarded routes are on screen for an entry.
    const allowed = (from: Entry, to: Entry) => {
      const leavesSticky = pageOf(from) === '/sticky' && pageOf(to) !== '/sticky';
      const entersLocked = pageOf(to) === '/locked';
      return !leavesSticky && !entersLocked;
    };
    const initialArb = fc.array(fc.constantFrom('/', '/a?x=1', '/m/1', '/sticky'), {
      minLength: 1,
      maxLength: 3,
    });

    await fc.assert(
      fc.asyncProperty(
        initialArb,
        fc.array(opArb(hrefs, true), { maxLength: 30 }),
        async (initial, ops) => {
          const history = createMemoryHistory(initial);
          const router = createRouter({ routes, history, loaderDelayMs: 0, log: vi.fn() });
          // Modals loaded directly sit over their natural background: '/m' is no page, so '/'.
          const stack: Entry[] = initial.map((href) =>
            isModal(href) ? { href, bg: '/', opened: false } : { href },
          );
          let index = stack.length - 1;
          const go = (delta: number) => {
            const target = index + delta;
            if (target < 0 || target >= stack.length) return;
            if (allowed(stack[index]!, stack[target]!)) index = target;
          };
          const write = (href: string, replace: boolean) => {
            const current = stack[index]!;
            let entry: Entry = { href };
            if (isModal(href))
              entry = isModal(current.href)
                ? { href, bg: current.bg, opened: current.opened }
                : { href, bg: current.href, opened: !replace };
            if (!allowed(current, entry)) return;
            if (replace || (isModal(href) && isModal(current.href))) stack[index] = entry;
            else {
              stack.splice(index + 1, stack.length, entry);
              index++;
            }
          };

          for (const op of ops) {
            const current = stack[index]!;
            if (op.type === 'navigate') void router.navigate(op.href);
            else if (op.type === 'replace') void router.navigate(op.href, { replace: true });
            else if (op.type === 'back') router.back();
            else if (op.type === 'forward') router.forward();
            else router.closePortal();
            await flush();

            if (op.type === 'navigate' || op.type === 'replace')
              write(op.href, op.type === 'replace');
            else if (op.type === 'back') go(-1);
            else if (op.type === 'forward') go(1);
            else if (isModal(current.href)) {
              if (current.opened && index > 0) go(-1);
              else write(current.bg!, true);
            }

            const now = stack[index]!;
            expect(router.location.value?.href).toBe(now.href);
            expect(history.location.href).toBe(now.href);
            expect(history.entries.map((e) => e.href)).toEqual(stack.map((e) => e.href));
            expect(router.portal.value.isOpen).toBe(isModal(now.href));
            expect(router.portal.value.previousPath).toBe(now.bg ?? null);
            expect(router.match.value?.pathname).toBe(pageOf(now));
            expect(router.pending.value).toBe(false);
          }
          router.destroy();
        },
      ),
      { numRuns: 150 },
    );
  });
});
