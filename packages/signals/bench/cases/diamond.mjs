// Diamond (kairo): head fans out to `width` computeds (head + 1) that join in one sum, watched by
// an effect. Glitch-freedom means the sum and the effect run exactly once per write.
// Checks: the sum of the join's reads and exact run counts of the branches, the join and the effect.

export default {
  name: 'diamond',
  title: 'diamond',
  params: { full: { width: 5, writes: 500, inner: 80 }, quick: { width: 5, writes: 500 } },

  build({ signal, computed, effect, read, write, batch }, { width, writes }, own) {
    const runs = { branches: 0, join: 0, effect: 0 };
    const head = signal(0);
    const branches = [];
    for (let i = 0; i < width; i++) {
      branches.push(
        computed(() => {
          runs.branches++;
          return read(head) + 1;
        }),
      );
    }
    const join = computed(() => {
      runs.join++;
      let sum = 0;
      for (const branch of branches) sum += read(branch);
      return sum;
    });
    own(
      effect(() => {
        read(join);
        runs.effect++;
      }),
    );

    return () => {
      runs.branches = runs.join = runs.effect = 0;
      batch(() => write(head, 1));
      let sum = 0;
      for (let i = 0; i < writes; i++) {
        batch(() => write(head, i));
        sum += read(join);
      }
      return { sum, ...runs };
    };
  },

  expected({ width, writes }) {
    const changes = writes + 1;
    let sum = 0;
    for (let i = 0; i < writes; i++) sum += (i + 1) * width;
    return { sum, branches: width * changes, join: changes, effect: changes };
  },
};
