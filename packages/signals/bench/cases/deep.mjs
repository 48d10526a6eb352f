// Deep propagation (kairo): a chain of `depth` computeds, each adding 1, with an effect at the end.
// Every write walks the whole chain. Checks: the sum of tail reads and exact run counts.

export default {
  name: 'deep',
  title: 'deep chain of 50',
  params: { full: { depth: 50, writes: 50, inner: 100 }, quick: { depth: 50, writes: 50 } },

  build({ signal, computed, effect, read, write, batch }, { depth, writes }, own) {
    const runs = { chain: 0, effect: 0 };
    const head = signal(0);
    let tail = head;
    for (let i = 0; i < depth; i++) {
      const prev = tail;
      tail = computed(() => {
        runs.chain++;
        return read(prev) + 1;
      });
    }
    const end = tail;
    own(
      effect(() => {
        read(end);
        runs.effect++;
      }),
    );

    return () => {
      runs.chain = runs.effect = 0;
      batch(() => write(head, 1));
      let sum = 0;
      for (let i = 0; i < writes; i++) {
        batch(() => write(head, i));
        sum += read(end);
      }
      return { sum, ...runs };
    };
  },

  expected({ depth, writes }) {
    const changes = writes + 1;
    let sum = 0;
    for (let i = 0; i < writes; i++) sum += i + depth;
    return { sum, chain: depth * changes, effect: changes };
  },
};
