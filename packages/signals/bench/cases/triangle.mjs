// Triangle (kairo): a chain of `width` computeds (each +1) where one sum reads every link, so the
// graph has edges of every length; an effect watches the sum.
// Checks: the sum of the sum's reads and exact run counts of the links, the sum (total) and the effect.

export default {
  name: 'triangle',
  title: 'triangle',
  params: { full: { width: 10, writes: 100, inner: 200 }, quick: { width: 10, writes: 100 } },

  build({ signal, computed, effect, read, write, batch }, { width, writes }, own) {
    const runs = { links: 0, total: 0, effect: 0 };
    const head = signal(0);
    const list = [head];
    for (let i = 1; i < width; i++) {
      const prev = list[i - 1];
      list.push(
        computed(() => {
          runs.links++;
          return read(prev) + 1;
        }),
      );
    }
    const total = computed(() => {
      runs.total++;
      let sum = 0;
      for (const node of list) sum += read(node);
      return sum;
    });
    own(
      effect(() => {
        read(total);
        runs.effect++;
      }),
    );

    return () => {
      runs.links = runs.total = runs.effect = 0;
      batch(() => write(head, 1));
      let sum = 0;
      for (let i = 0; i < writes; i++) {
        batch(() => write(head, i));
        sum += read(total);
      }
      return { sum, ...runs };
    };
  },

  expected({ width, writes }) {
    const changes = writes + 1;
    let sum = 0;
    // list = [head, head+1, ..., head+width-1]
    for (let i = 0; i < writes; i++) sum += width * i + (width * (width - 1)) / 2;
    return { sum, links: (width - 1) * changes, total: changes, effect: changes };
  },
};
