// Avoidable propagation (kairo): head -> c1 -> c2 (always 0) -> c3 (heavy) -> c4 -> c5 -> effect.
// Every write reaches c2, which absorbs it, so the heavy c3 and the heavy effect must never re-run.
// Checks: the sum of c5 reads and exact run counts of c1, c2, c3 and the effect.

function busy() {
  let a = 0;
  for (let i = 0; i < 100; i++) a++;
  return a;
}

export default {
  name: 'avoidable',
  title: 'avoidable propagation',
  params: { full: { writes: 1000, inner: 100 }, quick: { writes: 1000 } },

  build({ signal, computed, effect, read, write, batch }, { writes }, own) {
    const runs = { c1: 0, c2: 0, c3: 0, effect: 0 };
    const head = signal(0);
    const c1 = computed(() => {
      runs.c1++;
      return read(head);
    });
    const c2 = computed(() => {
      runs.c2++;
      read(c1);
      return 0;
    });
    const c3 = computed(() => {
      runs.c3++;
      busy();
      return read(c2) + 1;
    });
    const c4 = computed(() => read(c3) + 2);
    const c5 = computed(() => read(c4) + 3);
    own(
      effect(() => {
        read(c5);
        runs.effect++;
        busy();
      }),
    );

    return () => {
      runs.c1 = runs.c2 = runs.c3 = runs.effect = 0;
      batch(() => write(head, 1));
      let sum = read(c5);
      for (let i = 0; i < writes; i++) {
        batch(() => write(head, i));
        sum += read(c5);
      }
      return { sum, ...runs };
    };
  },

  // Each iteration starts from head = writes - 1 (or 0 the first time), so all writes change head.
  expected({ writes }) {
    return { sum: 6 * (writes + 1), c1: writes + 1, c2: writes + 1, c3: 0, effect: 0 };
  },
};
