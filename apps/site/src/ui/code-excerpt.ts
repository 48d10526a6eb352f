/**
 * Cuts a named region out of a source file, so a demo page can show the code it runs rather
 * than a pasted copy that drifts. Regions are marked in the demo's own source with
 * `// #region name` and `// #endregion`; the common indentation is removed. The build cuts and
 * highlights them (`?excerpts` imports, build/shiki-tokens.ts); pages never run this.
 */
export function codeRegion(source: string, name: string): string {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => line.trim() === `// #region ${name}`);
  if (start === -1) throw new Error(`No "// #region ${name}" in the source`);
  const length = lines.slice(start + 1).findIndex((line) => line.trim() === '// #endregion');
  if (length === -1) throw new Error(`The region "${name}" has no "// #endregion"`);
  const body = lines.slice(start + 1, start + 1 + length);
  const indent = Math.min(
    ...body
      .filter((line) => line.trim() !== '')
      .map((line) => line.length - line.trimStart().length),
  );
  return body.map((line) => line.slice(Number.isFinite(indent) ? indent : 0)).join('\n');
}

/** The names of the regions marked in `source` (`// #region name`), in order. */
export function regionNames(source: string): string[] {
  return source
    .split('\n')
    .map((line) => /^\s*\/\/ #region (\S+)\s*$/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}
