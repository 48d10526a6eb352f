// Broad propagation (kairo): one head feeds `width` independent pairs a_i = head + i,
// b_i = a_i + 1, each pair watched by its own effect. Every write fans out to all of them.
// Checks: the sum of the last pair's reads and exact run counts of a, b and the effects.

export default {
  name: 'broad',
  title: 'broad propagation',
  params: { full: { width: 50, writes: 50, inner: 40 }, quick: { width: 50, writes: 50 } },

  build({ signal, computed, effect, read, write, batch }, { width, writes }, own) {
    const runs = { a: 0, b: 0, effect: 0 };
    const head = signal(0);
    let last;
    for (let i = 0; i < width; i++) {
      const a = computed(() => {
        runs.a++;
        return read(head) + i;
      });
      const b = computed(() => {
        runs.b++;
        return read(a) + 1;
      });
      own(
        effect(() => {
          read(b);
          runs.effect++;
        }),
      );
      last = b;
    }

    return () => {
      runs.a = runs.b = runs.effect = 0;
      batch(() => write(head, 1));
      let sum = 0;
      for (let i = 0; i < writes; i++) {
        batch(() => write(head, i));
        sum += read(last);
      }
      return { sum, ...runs };
    };
  },

  expected({ width, writes }) {
    const changes = writes + 1; // the leading write of 1 plus every write of i; each one changes head
    let sum = 0;
    for (let i = 0; i < writes; i++) sum += i + width;
    return { sum, a: width * changes, b: width * changes, effect: width * changes };
  },
};
