// Creation and update costs by fan-in and fan-out, after S.js's benchmark as js-reactivity-benchmark
// by milomg (MIT) runs it ("sbench"; its create_signals is ./creation.mjs's create-signals).
// Written here from that description, with sizes of our own.
//   comp-0to1 ... comp-1to1000: each iteration creates computeds over fresh signals (made by
//     prepare(), outside the timing): "KtoL" means every computed reads K signals and every
//     signal is read by L computeds (0to1: computeds reading nothing). As in the original, the
//     computeds are not read, so a lazy library only creates them: this is the cost of creating
//     a computed. (Creating and reading, i.e. linking, is ./creation.mjs's create-computeds.)
//     Creation cases: a forced GC before every sample.
//   update-1to1 ... update-1to1000: the graph is built once; each step toggles one source and
//     reads every computed ("Kto1": one computed over K sources, the sources written in turn;
//     "1toL": L computeds over one source). Every source is written an even number of times per
//     iteration, so every iteration starts from the same values.
// Checks: the sum of every value read and the exact number of computed runs, computed in plain JS.
// Note: the prepared signals are in the old generation after the forced GC. Had the computeds
// been read, they would be linked into those signals and survive scavenges; V8 pretenures such
// survivors only for object-literal allocation sites (alien-signals' nodes), not for `new`
// class instances (tendril's, preact's), which made reading them 2-2.5x slower here than in
// alien-signals. See README.

// About this many signal-to-computed links per comp- iteration.
const LINKS = 10000;

function compCase(fanIn, fanOut, inner) {
  const name = `comp-${fanIn}to${fanOut}`;
  const shape = (links) => {
    const computeds = fanIn === 0 ? links : links / fanIn;
    const signals = fanIn === 0 ? 0 : (computeds * fanIn) / fanOut;
    return { signals, computeds, fanIn, fanOut };
  };
  return {
    name,
    title: `sbench comp ${fanIn}to${fanOut}`,
    creation: true,
    gcBetweenSamples: true,
    params: { full: { ...shape(LINKS), inner }, quick: shape(2000) },
    build: buildComp,
    expected: expectedComp,
  };
}

// Computed c reads signals (c * fanIn + k) / fanOut for k < fanIn (rounded down): consecutive
// computeds share a signal when fanOut > 1. Signal j holds j.
const sourceOf = (c, k, { fanIn, fanOut }) => Math.floor((c * fanIn + k) / fanOut);

function buildComp({ signal, computed, read }, params) {
  const { signals, computeds, fanIn } = params;
  const pending = [];
  const prepare = (n) => {
    for (let i = 0; i < n; i++) {
      const sources = new Array(signals);
      for (let j = 0; j < signals; j++) sources[j] = signal(j);
      pending.push(sources);
    }
  };
  const create = (sources, runs) => {
    const nodes = new Array(computeds);
    for (let c = 0; c < computeds; c++) {
      if (fanIn === 0) {
        nodes[c] = computed(() => {
          runs.computed++;
          return c;
        });
      } else if (fanIn === 1) {
        const source = sources[sourceOf(c, 0, params)];
        nodes[c] = computed(() => {
          runs.computed++;
          return read(source);
        });
      } else {
        const inputs = [];
        for (let k = 0; k < fanIn; k++) inputs.push(sources[sourceOf(c, k, params)]);
        nodes[c] = computed(() => {
          runs.computed++;
          let sum = 0;
          for (let k = 0; k < inputs.length; k++) sum += read(inputs[k]);
          return sum;
        });
      }
    }
    return nodes;
  };
  const iterate = () => {
    const runs = { computed: 0 };
    const nodes = create(pending.pop(), runs);
    return { created: nodes.length, ...runs };
  };
  return { prepare, iterate };
}

// Lazy libraries run nothing until a computed is read.
function expectedComp({ computeds }) {
  return { created: computeds, computed: 0 };
}

function updateCase(fanIn, fanOut, steps, inner) {
  return {
    name: `update-${fanIn}to${fanOut}`,
    title: `sbench update ${fanIn}to${fanOut}`,
    params: {
      full: { fanIn, fanOut, steps, inner },
      quick: { fanIn, fanOut, steps: Math.max(2 * fanIn, 24) },
    },
    build: buildUpdate,
    expected: expectedUpdate,
  };
}

// Step t writes source t % fanIn; its value toggles between 2j and 2j + 1 (source j starts at
// 2j). Computed k over one source s is s + k; the computed over several sources is their sum.
function buildUpdate({ signal, computed, read, write }, { fanIn, fanOut, steps }) {
  const runs = { computed: 0 };
  const values = [];
  const sources = [];
  for (let j = 0; j < fanIn; j++) {
    values.push(2 * j);
    sources.push(signal(2 * j));
  }
  const nodes = [];
  if (fanIn === 1) {
    const source = sources[0];
    for (let k = 0; k < fanOut; k++) {
      nodes.push(
        computed(() => {
          runs.computed++;
          return read(source) + k;
        }),
      );
    }
  } else {
    nodes.push(
      computed(() => {
        runs.computed++;
        let sum = 0;
        for (let j = 0; j < sources.length; j++) sum += read(sources[j]);
        return sum;
      }),
    );
  }
  for (const node of nodes) read(node);
  return () => {
    runs.computed = 0;
    let sum = 0;
    for (let t = 0; t < steps; t++) {
      const j = t % fanIn;
      values[j] ^= 1;
      write(sources[j], values[j]);
      for (let k = 0; k < nodes.length; k++) sum += read(nodes[k]);
    }
    return { sum, ...runs };
  };
}

function expectedUpdate({ fanIn, fanOut, steps }) {
  if (steps % (2 * fanIn) !== 0) throw new Error('update cases need steps divisible by 2 * fanIn');
  const values = [];
  for (let j = 0; j < fanIn; j++) values.push(2 * j);
  let sum = 0;
  for (let t = 0; t < steps; t++) {
    values[t % fanIn] ^= 1;
    if (fanIn === 1) for (let k = 0; k < fanOut; k++) sum += values[0] + k;
    else sum += values.reduce((a, b) => a + b, 0);
  }
  return { sum, computed: fanIn === 1 ? steps * fanOut : steps };
}

export default [
  compCase(0, 1, 20),
  compCase(1, 1, 10),
  compCase(2, 1, 10),
  compCase(4, 1, 10),
  compCase(1000, 1, 10),
  compCase(1, 2, 10),
  compCase(1, 4, 10),
  compCase(1, 8, 10),
  compCase(1, 1000, 10),
  updateCase(1, 1, 20000, 5),
  updateCase(2, 1, 20000, 5),
  updateCase(4, 1, 20000, 5),
  updateCase(1000, 1, 2000, 1),
  updateCase(1, 2, 10000, 5),
  updateCase(1, 4, 10000, 5),
  updateCase(1, 1000, 40, 5),
];
