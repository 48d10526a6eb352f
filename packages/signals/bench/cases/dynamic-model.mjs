// The shape of the "dynamic" graph (js-reactivity-benchmark's reactively dynamic suite) and a
// plain-JS model of it that computes what a lazy, glitch-free library must report.
//
// Shape: `width` source signals, then `layers - 1` rows of `width` computeds. Node j of a row reads
// nodes j, j+1, ..., j+sources-1 (mod width) of the row above. A seeded fraction of nodes is
// dynamic: it reads its first input, and when that value is odd it skips one of the others, so its
// dependency set changes as the data does. Every leaf is watched by its own effect.
//
// Model: pull-based with version numbers. After each write only the leaves that can depend on the
// written source are pulled; a node re-runs when, checking its current inputs in read order, one
// of them has a new version. That is exactly the minimal work of a lazy push-pull library, so the
// leaf sum, effect runs and computed runs are all deterministic. The one exception is a computed
// that loses every subscriber: libraries may legitimately differ in whether they re-run it when
// it is read again, so the model then reports computed runs as not comparable.

export function prng(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    // xorshift32
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 4294967296;
  };
}

/** rows[r][j] = { inputs: number[] (indices into the row above), dynamic: boolean } */
export function describeGraph({ width, layers, sources, dynamicFraction, seed }) {
  const rand = prng(seed);
  const rows = [];
  for (let r = 1; r < layers; r++) {
    const row = [];
    for (let j = 0; j < width; j++) {
      const inputs = [];
      for (let k = 0; k < sources; k++) inputs.push((j + k) % width);
      row.push({ inputs, dynamic: rand() < dynamicFraction });
    }
    rows.push(row);
  }
  return rows;
}

/** The value rule shared by the model and the benchmark: `read(k)` reads input k. */
export function dynamicValue(read, count) {
  let sum = read(0);
  const tail = count - 1;
  const skip = sum & 1;
  const skipIndex = sum % tail;
  for (let i = 0; i < tail; i++) {
    if (skip && i === skipIndex) continue;
    sum += read(i + 1);
  }
  return sum;
}

function createModel(params) {
  const { width, layers, sources: fanIn } = params;
  const total = width * layers;
  const m = {
    width,
    fanIn,
    value: new Float64Array(total),
    version: new Int32Array(total),
    checkedAt: new Int32Array(total).fill(-1),
    computedOnce: new Uint8Array(total),
    subs: new Int32Array(total),
    dynamic: new Uint8Array(total),
    // Node id's inputs in read order are inputs[id * fanIn + k]; its current dependencies (all
    // inputs for a static node, a subset for a dynamic one) are deps[id * fanIn + k] for
    // k < depCount[id], with the versions they had when read in depVersions.
    inputs: new Int32Array(total * fanIn),
    deps: new Int32Array(total * fanIn),
    depVersions: new Int32Array(total * fanIn),
    depCount: new Int32Array(total),
    epoch: 0,
    source: 0,
    computedRuns: 0,
    comparable: true,
  };
  for (let j = 0; j < width; j++) m.value[j] = j;
  describeGraph(params).forEach((row, r) => {
    row.forEach((node, j) => {
      const id = (r + 1) * width + j;
      m.dynamic[id] = node.dynamic ? 1 : 0;
      node.inputs.forEach((k, i) => (m.inputs[id * fanIn + i] = r * width + k));
    });
  });
  return m;
}

// Only nodes that can depend on the written source (its static cone) can be stale.
function inCone(m, id) {
  const layer = Math.floor(id / m.width);
  const distance = (m.source - (id % m.width) + m.width) % m.width;
  return distance <= layer * (m.fanIn - 1);
}

function refresh(m, id) {
  if (id < m.width || m.checkedAt[id] === m.epoch) return;
  m.checkedAt[id] = m.epoch;
  let dirty = !m.computedOnce[id];
  if (!dirty && !inCone(m, id)) return;
  for (let k = 0, at = id * m.fanIn; !dirty && k < m.depCount[id]; k++, at++) {
    refresh(m, m.deps[at]);
    if (m.version[m.deps[at]] !== m.depVersions[at]) dirty = true;
  }
  if (dirty) recompute(m, id);
}

function recompute(m, id) {
  const { fanIn, deps, depVersions, subs, inputs, version, value } = m;
  const base = id * fanIn;
  m.computedRuns++;
  const oldCount = m.computedOnce[id] ? m.depCount[id] : 0;
  const oldDeps = m.dynamic[id] ? deps.slice(base, base + oldCount) : undefined;
  let next = 0;
  let count = 0;
  if (m.dynamic[id]) {
    next = dynamicValue((k) => {
      const dep = inputs[base + k];
      refresh(m, dep);
      deps[base + count] = dep;
      depVersions[base + count] = version[dep];
      count++;
      return value[dep];
    }, fanIn);
  } else {
    for (let k = 0; k < fanIn; k++) {
      const dep = inputs[base + k];
      refresh(m, dep);
      deps[base + k] = dep;
      depVersions[base + k] = version[dep];
      next += value[dep];
    }
    count = fanIn;
  }
  m.depCount[id] = count;
  if (oldCount === 0 || oldDeps) {
    // First run, or a dynamic node whose dependency set may have changed: move subscriptions.
    for (let k = 0; k < count; k++) subs[deps[base + k]]++;
    for (const dep of oldDeps ?? []) {
      if (--subs[dep] === 0 && dep >= m.width) m.comparable = false;
    }
  }
  m.computedOnce[id] = 1;
  if (value[id] !== next) {
    value[id] = next;
    version[id]++;
  }
}

/**
 * Simulates the build (every effect pulls its leaf) and then `passes` benchmark passes of `writes`
 * writes each (write i sets source s = i % written to i + s, where `written` is params.written or
 * else width), returning the counts of the last.
 */
export function modelDynamic(params, passes) {
  const { width, layers, writes, sources: fanIn } = params;
  const written = params.written ?? width;
  const m = createModel(params);
  const leafBase = (layers - 1) * width;
  const effectSeen = new Int32Array(width);
  // Build: each leaf's effect runs once and pulls its leaf.
  for (let j = 0; j < width; j++) {
    refresh(m, leafBase + j);
    m.subs[leafBase + j]++;
    effectSeen[j] = m.version[leafBase + j];
  }

  // A write to source s can only reach leaves j with (s - j) mod width <= reach.
  const reach = Math.min(width - 1, (layers - 1) * (fanIn - 1));
  let effectRuns = 0;
  for (let pass = 0; pass < passes; pass++) {
    m.computedRuns = 0;
    effectRuns = 0;
    for (let i = 0; i < writes; i++) {
      const s = i % written;
      if (m.value[s] === i + s) continue;
      m.value[s] = i + s;
      m.version[s]++;
      m.epoch++;
      m.source = s;
      for (let d = 0; d <= reach; d++) {
        const j = (s - d + width) % width;
        refresh(m, leafBase + j);
        if (m.version[leafBase + j] !== effectSeen[j]) {
          effectSeen[j] = m.version[leafBase + j];
          effectRuns++;
        }
      }
    }
  }

  let sum = 0;
  for (let j = 0; j < width; j++) sum += m.value[leafBase + j];
  return { sum, effectRuns, computedRuns: m.computedRuns, computedRunsComparable: m.comparable };
}
