// Unstable dependencies (kairo): a computed reads head, then `size` times either double (head odd)
// or inverse (head even), so its dependency set flips on every write. An effect watches it.
// Checks: the sum of reads and exact run counts of double, inverse, the computed and the effect
// (a lazy library evaluates double only on odd heads and inverse only on even ones).

export default {
  name: 'unstable',
  title: 'unstable dependencies',
  params: { full: { size: 20, writes: 100, inner: 200 }, quick: { size: 20, writes: 100 } },

  build({ signal, computed, effect, read, write, batch }, { size, writes }, own) {
    const runs = { double: 0, inverse: 0, computed: 0, effect: 0 };
    const head = signal(0);
    const double = computed(() => {
      runs.double++;
      return read(head) * 2;
    });
    const inverse = computed(() => {
      runs.inverse++;
      return -read(head);
    });
    const current = computed(() => {
      runs.computed++;
      let result = 0;
      for (let i = 0; i < size; i++) {
        result += read(head) % 2 ? read(double) : read(inverse);
      }
      return result;
    });
    own(
      effect(() => {
        read(current);
        runs.effect++;
      }),
    );

    return () => {
      runs.double = runs.inverse = runs.computed = runs.effect = 0;
      batch(() => write(head, 1));
      let sum = read(current);
      for (let i = 0; i < writes; i++) {
        batch(() => write(head, i));
        sum += read(current);
      }
      return { sum, ...runs };
    };
  },

  expected({ size, writes }) {
    const value = (h) => size * (h % 2 ? h * 2 : -h);
    let sum = value(1);
    let odd = 1; // the leading write of 1
    for (let i = 0; i < writes; i++) {
      sum += value(i);
      if (i % 2) odd++;
    }
    const changes = writes + 1;
    return { sum, double: odd, inverse: changes - odd, computed: changes, effect: changes };
  },
};
