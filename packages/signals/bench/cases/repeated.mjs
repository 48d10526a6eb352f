// Repeated observers (kairo): one computed reads the same signal `size` times; an effect watches it.
// Measures the cost of de-duplicating repeated reads of one dependency.
// Checks: the sum of reads and exact run counts of the computed and the effect.

export default {
  name: 'repeated',
  title: 'repeated observers',
  params: { full: { size: 30, writes: 100, inner: 500 }, quick: { size: 30, writes: 100 } },

  build({ signal, computed, effect, read, write, batch }, { size, writes }, own) {
    const runs = { computed: 0, effect: 0 };
    const head = signal(0);
    const total = computed(() => {
      runs.computed++;
      let sum = 0;
      for (let i = 0; i < size; i++) sum += read(head);
      return sum;
    });
    own(
      effect(() => {
        read(total);
        runs.effect++;
      }),
    );

    return () => {
      runs.computed = runs.effect = 0;
      batch(() => write(head, 1));
      let sum = 0;
      for (let i = 0; i < writes; i++) {
        batch(() => write(head, i));
        sum += read(total);
      }
      return { sum, ...runs };
    };
  },

  expected({ size, writes }) {
    let sum = 0;
    for (let i = 0; i < writes; i++) sum += size * i;
    return { sum, computed: writes + 1, effect: writes + 1 };
  },
};
