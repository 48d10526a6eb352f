// cellx-style layered graph (after the cellx benchmark, as js-reactivity-benchmark by milomg, MIT,
// runs it at 1000, 2500 and 5000 layers): `layers` layers of four computeds,
//   p1 = prev.p2, p2 = prev.p1 - prev.p3, p3 = prev.p2 + prev.p4, p4 = prev.p3,
// each node watched by its own effect.
//   cellx, cellx-2500, cellx-5000:
//               one iteration flips the four source signals from (1,2,3,4) to (4,3,2,1) in a
//               batch, reads the last layer, then flips them back and reads again.
//   cellx-each: the same flips, one unbatched write at a time, reading the last layer after
//               every write (8 propagations and 8 readings per iteration).
// Checks: the last-layer readings, and exact computed/effect run counts from a plain-JS model.

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

function buildGraph({ signal, computed, effect, read }, layers, own) {
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
  return { runs, start, end: layer };
}

// Computed and effect runs for one change of the sources from `from` to `to`: a node re-runs
// when one of its inputs changed value; its effect re-runs when the node's own value changed.
function transitionRuns(from, to, layers) {
  const a = layerValues(from, layers);
  const b = layerValues(to, layers);
  const inputs = [[1], [0, 2], [1, 3], [2]];
  let computed = 0;
  let effect = 0;
  for (let i = 0; i < layers; i++) {
    const prevA = i === 0 ? from : a[i - 1];
    const prevB = i === 0 ? to : b[i - 1];
    for (let k = 0; k < 4; k++) {
      if (inputs[k].some((j) => prevA[j] !== prevB[j])) computed++;
      if (a[i][k] !== b[i][k]) effect++;
    }
  }
  return { computed, effect, last: b[layers - 1] };
}

// The source states cellx-each walks through: one source at a time to FLIPPED, then back.
function singleWriteStates() {
  const states = [START];
  let current = START;
  for (const target of [FLIPPED, START]) {
    for (let i = 0; i < 4; i++) {
      current = current.map((v, k) => (k === i ? target[i] : v));
      states.push(current);
    }
  }
  return states;
}

function batchedCellx(name, layers, inner) {
  return {
    name,
    title: `cellx ${layers} layers`,
    params: { full: { layers, inner }, quick: { layers } },

    build(fw, { layers }, own) {
      const { batch, read, write } = fw;
      const { runs, start, end } = buildGraph(fw, layers, own);
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

    // Both flips of one iteration change the same nodes.
    expected({ layers }) {
      const { computed, effect, last } = transitionRuns(START, FLIPPED, layers);
      return {
        flipped: last,
        restored: layerValues(START, layers)[layers - 1],
        computed: 2 * computed,
        effect: 2 * effect,
      };
    },
  };
}

const cellx = batchedCellx('cellx', 1000, 10);
const cellx2500 = batchedCellx('cellx-2500', 2500, 4);
const cellx5000 = batchedCellx('cellx-5000', 5000, 2);

const cellxEach = {
  name: 'cellx-each',
  title: 'cellx 1000, read per write',
  params: { full: { layers: 1000, inner: 3 }, quick: { layers: 1000 } },

  build(fw, { layers }, own) {
    const { read, write } = fw;
    const { runs, start, end } = buildGraph(fw, layers, own);
    const states = singleWriteStates();
    return () => {
      runs.computed = runs.effect = 0;
      let sum = 0;
      for (let s = 1; s < states.length; s++) {
        const i = (s - 1) % 4;
        write(start[i], states[s][i]);
        for (let k = 0; k < 4; k++) sum += read(end[k]);
      }
      return { sum, ...runs };
    };
  },

  expected({ layers }) {
    const states = singleWriteStates();
    let sum = 0;
    let computed = 0;
    let effect = 0;
    for (let s = 1; s < states.length; s++) {
      const runs = transitionRuns(states[s - 1], states[s], layers);
      sum += runs.last.reduce((a, b) => a + b, 0);
      computed += runs.computed;
      effect += runs.effect;
    }
    return { sum, computed, effect };
  },
};

export default [cellx, cellxEach, cellx2500, cellx5000];
