// Renders the timing summary: one row per case with each library's median sample time and
// tendril's ratio to alien-signals and preact, then the geometric means checked against the
// performance targets (geomean <= 0.95x alien-signals and < 1x preact; no case above 1.25x alien).

export const TARGETS = { geomeanAlien: 0.95, geomeanPreact: 1.0, caseAlien: 1.25 };

const ms = (v) => (Number.isFinite(v) ? v.toFixed(3) : '-');
const ratio = (v) => (Number.isFinite(v) ? `${v.toFixed(2)}x` : '-');

function render(rows, alignRight) {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  const line = (row) =>
    `| ${row.map((cell, col) => (alignRight[col] ? cell.padStart(widths[col]) : cell.padEnd(widths[col]))).join(' | ')} |`;
  const rule = `|${widths.map((w, col) => (alignRight[col] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(rows[0]), rule, ...rows.slice(1).map(line)].join('\n');
}

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
    c.title,
    ms(c.ms.tendril),
    ms(c.ms.alien),
    ms(c.ms.preact),
    ratio(c.ratios.alien) + (c.ratios.alien > TARGETS.caseAlien ? ' !' : ''),
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

/** Lines stating each target and whether this run meets it. */
export function renderTargets(summary) {
  const { geomean, worstAlien } = summary;
  if (!Number.isFinite(geomean.alien) && !Number.isFinite(geomean.preact)) {
    return ['targets: not evaluated (tendril was not measured against alien-signals or preact)'];
  }
  const verdict = (ok) => (ok ? 'met' : 'NOT met');
  const lines = [];
  if (Number.isFinite(geomean.alien)) {
    lines.push(
      `geomean tendril/alien-signals ${ratio(geomean.alien)} (target <= ${TARGETS.geomeanAlien.toFixed(2)}x): ${verdict(geomean.alien <= TARGETS.geomeanAlien)}`,
    );
    lines.push(
      `worst case vs alien-signals: ${worstAlien.title} ${ratio(worstAlien.ratio)} (target <= ${TARGETS.caseAlien.toFixed(2)}x per case): ${verdict(worstAlien.ratio <= TARGETS.caseAlien)}`,
    );
  }
  if (Number.isFinite(geomean.preact)) {
    lines.push(
      `geomean tendril/preact ${ratio(geomean.preact)} (target < ${TARGETS.geomeanPreact.toFixed(2)}x): ${verdict(geomean.preact < TARGETS.geomeanPreact)}`,
    );
  }
  return lines;
}
