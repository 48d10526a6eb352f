// Runs the cross-library conformance suite (163 cases collected from the test suites of
// alien-signals, Preact, Vue, Solid, Angular and others) against the public API, through the
// same small adapter shape alien-signals uses for its own run.
import { describe, expect, test } from 'vitest';
import {
  SkipTest,
  setExpect,
  testSuite,
  type ReactiveFramework,
} from 'reactive-framework-test-suite';
import { batch, computed, effect, effectScope, signal, untracked } from '../index.ts';

const framework: ReactiveFramework = {
  name: '@tendril/signals',
  signal(initialValue) {
    const s = signal(initialValue);
    return {
      read: () => s.value,
      write: (v) => {
        s.value = v;
      },
    };
  },
  computed(fn) {
    const c = computed(fn);
    return { read: () => c.value };
  },
  effect(fn) {
    return effect(fn);
  },
  run(fn) {
    effectScope(fn)();
  },
  batch(fn) {
    batch(fn);
  },
  untracked,
};

setExpect(expect);

for (const { section, cases } of testSuite) {
  describe(section, () => {
    for (const [name, fn] of Object.entries(cases)) {
      test(name, (ctx) => {
        try {
          framework.run(() => fn(framework));
        } catch (error) {
          // A case needing a capability the adapter lacks reports itself as skipped, visibly.
          if (error instanceof SkipTest) ctx.skip(error.reason);
          else throw error;
        }
      });
    }
  });
}
