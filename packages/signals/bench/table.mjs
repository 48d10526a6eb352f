// Renders the summary: one row per case with each library's median sample time and tendril's
// ratio to alien-signals and preact, then the geometric means; the memory table (bytes per
// signal, computed and effect); and the targets, each marked met or NOT met:
//   geomean <= 0.85x alien-signals, no case above 1.10x alien-signals, creation cases (marked
//   "(c)") <= 1.00x alien-signals, bytes per signal, computed and effect <= alien-signals'.
// The geomean against preact is printed for information. A missed target never fails the run.

export const TARGETS = { geomeanAlien: 0.85, caseAlien: 1.1, creationAlien: 1.0, memoryAlien: 1.0 };

const ms = (v) => (Number.isFinite(v) ? v.toFixed(3) : '-');
const ratio = (v) => (Number.isFinite(v) ? `${v.toFixed(2)}x` : '-');

function render(rows, alignRight) {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  const line = (row) =>
    `| ${row.map((cell, col) => (alignRight[col] ? cell.padStart(widths[col]) : cell.padEnd(widths[col]))).join(' | ')} |`;
  const rule = `|${widths.map((w, col) => (alignRight[col] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(rows[0]), rule, ...rows.slice(1).map(line)].join('\n');
}

const caseTarget = (c) => (c.creation ? TARGETS.creationAlien : TARGETS.caseAlien);

/** summary: { cases: [{ title, ms: { lib: number }, ratios: { alien, preact } }], geomean } */
export function renderTable(summary) {
  const header = [
    'case',
    'tendril ms',
    'alien-signals ms',
    'preact ms',
    'tendril/alien',
    'tendril/preact',
  ];
  const rows = summary.cases.map((c) => [
    c.creation ? `${c.title} (c)` : c.title,
    ms(c.ms.tendril),
    ms(c.ms.alien),
    ms(c.ms.preact),
    ratio(c.ratios.alien) + (c.ratios.alien > caseTarget(c) ? ' !' : ''),
    ratio(c.ratios.preact),
  ]);
  rows.push([
    'geometric mean',
    '',
    '',
    '',
    ratio(summary.geomean.alien),
    ratio(summary.geomean.preact),
  ]);
  return render([header, ...rows], [false, true, true, true, true, true]);
}

/** memory: [{ kind, bytes: { lib: number }, ratios: { alien, preact } }] */
export function renderMemoryTable(memory) {
  const bytes = (v) => (Number.isFinite(v) ? v.toFixed(1) : '-');
  const header = [
    'bytes per',
    'tendril',
    'alien-signals',
    'preact',
    'tendril/alien',
    'tendril/preact',
  ];
  const rows = memory.map((m) => [
    m.kind,
    bytes(m.bytes.tendril),
    bytes(m.bytes.alien),
    bytes(m.bytes.preact),
    ratio(m.ratios.alien) + (m.ratios.alien > TARGETS.memoryAlien ? ' !' : ''),
    ratio(m.ratios.preact),
  ]);
  return render([header, ...rows], [false, true, true, true, true, true]);
}

/** Lines stating each target and whether this run meets it. */
export function renderTargets(summary) {
  const { geomean, worstAlien, worstCreationAlien, memory = [] } = summary;
  if (!Number.isFinite(geomean.alien)) {
    const lines = ['targets: not evaluated (tendril was not measured against alien-signals)'];
    if (Number.isFinite(geomean.preact)) {
      lines.push(`geomean tendril/preact ${ratio(geomean.preact)} (for information)`);
    }
    return lines;
  }
  const verdict = (ok) => (ok ? 'met' : 'NOT met');
  const lines = [
    `geomean tendril/alien-signals ${ratio(geomean.alien)} (target <= ${TARGETS.geomeanAlien.toFixed(2)}x): ${verdict(geomean.alien <= TARGETS.geomeanAlien)}`,
    `worst case vs alien-signals: ${worstAlien.title} ${ratio(worstAlien.ratio)} (target <= ${TARGETS.caseAlien.toFixed(2)}x per case): ${verdict(worstAlien.ratio <= TARGETS.caseAlien)}`,
  ];
  if (worstCreationAlien?.title) {
    lines.push(
      `worst creation case (c) vs alien-signals: ${worstCreationAlien.title} ${ratio(worstCreationAlien.ratio)} (target <= ${TARGETS.creationAlien.toFixed(2)}x): ${verdict(worstCreationAlien.ratio <= TARGETS.creationAlien)}`,
    );
  }
  for (const m of memory) {
    if (!Number.isFinite(m.ratios.alien)) continue;
    lines.push(
      `bytes per ${m.kind}: tendril ${m.bytes.tendril.toFixed(1)}, alien-signals ${m.bytes.alien.toFixed(1)} (target <= alien-signals'): ${verdict(m.ratios.alien <= TARGETS.memoryAlien)}`,
    );
  }
  if (Number.isFinite(geomean.preact)) {
    lines.push(`geomean tendril/preact ${ratio(geomean.preact)} (for information)`);
  }
  return lines;
}
