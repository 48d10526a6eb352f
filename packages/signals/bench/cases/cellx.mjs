// cellx-style layered graph (after the cellx benchmark): `layers` layers of four computeds,
//   p1 = prev.p2, p2 = prev.p1 - prev.p3, p3 = prev.p2 + prev.p4, p4 = prev.p3,
// each node watched by its own effect. One iteration flips the four source signals from
// (1,2,3,4) to (4,3,2,1) in a batch, reads the last layer, then flips them back and reads again.
// Checks: both last-layer readings, and exact computed/effect run counts from a plain-JS model.

const START = [1, 2, 3, 4];
const FLIPPED = [4, 3, 2, 1];

function layerValues(sources, layers) {
  const all = [];
  let [p1, p2, p3, p4] = sources;
  for (let i = 0; i < layers; i++) {
    [p1, p2, p3, p4] = [p2, p1 - p3, p2 + p4, p3];
    all.push([p1, p2, p3, p4]);
  }
  return all;
}

export default {
  name: 'cellx',
  title: 'cellx 1000 layers',
  params: { full: { layers: 1000, inner: 10 }, quick: { layers: 1000 } },

  build({ signal, computed, effect, read, write, batch }, { layers }, own) {
    const runs = { computed: 0, effect: 0 };
    const start = START.map((v) => signal(v));
    let layer = start;
    for (let i = 0; i < layers; i++) {
      const [m1, m2, m3, m4] = layer;
      const next = [
        computed(() => {
          runs.computed++;
          return read(m2);
        }),
        computed(() => {
          runs.computed++;
          return read(m1) - read(m3);
        }),
        computed(() => {
          runs.computed++;
          return read(m2) + read(m4);
        }),
        computed(() => {
          runs.computed++;
          return read(m3);
        }),
      ];
      for (const node of next) {
        own(
          effect(() => {
            read(node);
            runs.effect++;
          }),
        );
      }
      layer = next;
    }
    const end = layer;
    const setSources = (values) =>
      batch(() => {
        for (let i = 0; i < 4; i++) write(start[i], values[i]);
      });

    return () => {
      runs.computed = runs.effect = 0;
      setSources(FLIPPED);
      const flipped = end.map(read);
      setSources(START);
      const restored = end.map(read);
      return { flipped, restored, ...runs };
    };
  },

  // A node re-runs on a flip when one of its inputs changed value; its effect re-runs when the
  // node's own value changed. Both flips of one iteration change the same nodes.
  expected({ layers }) {
    const a = layerValues(START, layers);
    const b = layerValues(FLIPPED, layers);
    const inputs = [[1], [0, 2], [1, 3], [2]];
    let computedRuns = 0;
    let effectRuns = 0;
    for (let i = 0; i < layers; i++) {
      const prevA = i === 0 ? START : a[i - 1];
      const prevB = i === 0 ? FLIPPED : b[i - 1];
      for (let k = 0; k < 4; k++) {
        if (inputs[k].some((j) => prevA[j] !== prevB[j])) computedRuns++;
        if (a[i][k] !== b[i][k]) effectRuns++;
      }
    }
    return {
      flipped: b[layers - 1],
      restored: a[layers - 1],
      computed: 2 * computedRuns,
      effect: 2 * effectRuns,
    };
  },
};
