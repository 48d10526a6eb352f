// Mux (kairo): `width` signals are gathered into one computed object, then split back into one
// computed per key (+1), each watched by an effect. A write to one signal re-runs the mux and all
// split readers, but only one +1 node and one effect. Writes alternate +(i+1) / -(i+1) so every
// write changes its signal on every iteration.
// Checks: the sum of split reads and exact run counts of mux, split, plus-one nodes and effects.

export default {
  name: 'mux',
  title: 'mux of 100',
  params: { full: { width: 100, writes: 10, inner: 50 }, quick: { width: 100, writes: 10 } },

  build({ signal, computed, effect, read, write, batch }, { width, writes }, own) {
    const runs = { mux: 0, split: 0, plusOne: 0, effect: 0 };
    const heads = [];
    for (let i = 0; i < width; i++) heads.push(signal(0));
    const mux = computed(() => {
      runs.mux++;
      const out = {};
      for (let i = 0; i < width; i++) out[i] = read(heads[i]);
      return out;
    });
    const plusOne = [];
    for (let i = 0; i < width; i++) {
      const split = computed(() => {
        runs.split++;
        return read(mux)[i];
      });
      const node = computed(() => {
        runs.plusOne++;
        return read(split) + 1;
      });
      own(
        effect(() => {
          read(node);
          runs.effect++;
        }),
      );
      plusOne.push(node);
    }

    return () => {
      runs.mux = runs.split = runs.plusOne = runs.effect = 0;
      let sum = 0;
      for (let i = 0; i < writes; i++) {
        batch(() => write(heads[i], i + 1));
        sum += read(plusOne[i]);
      }
      for (let i = 0; i < writes; i++) {
        batch(() => write(heads[i], -(i + 1)));
        sum += read(plusOne[i]);
      }
      return { sum, ...runs };
    };
  },

  expected({ width, writes }) {
    let sum = 0;
    for (let i = 0; i < writes; i++) sum += i + 2 + (-(i + 1) + 1);
    const w = 2 * writes;
    return { sum, mux: w, split: w * width, plusOne: w, effect: w };
  },
};
