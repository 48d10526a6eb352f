// @vitest-environment node
/*
 * Every example file is type-checked by `npm test` (the repo's tsconfig.json covers
 * apps/site/src), against the real packages; a broken example fails. Both are checked here
 * with the TypeScript compiler and the repo's own settings.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../..', import.meta.url));
const examplesDir = fileURLToPath(new URL('./examples', import.meta.url));
const counter = join(examplesDir, 'signals', 'Counter.tsx');

const exampleFiles = readdirSync(examplesDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
  .map((f) => join(examplesDir, f));

function repoConfig(): ts.ParsedCommandLine {
  const configPath = join(root, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error('tsconfig.json did not parse');
  return parsed;
}

/** Type errors of `file`, read from disk unless `replaced` gives its text. */
function typeErrors(file: string, replaced?: string): string[] {
  const { options } = repoConfig();
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    name === file && replaced !== undefined
      ? ts.createSourceFile(name, replaced, language, true, ts.ScriptKind.TSX)
      : read(name, language, ...rest);
  const program = ts.createProgram({ rootNames: [file], options, host });
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(file))
    .map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
}

describe('example files are type-checked', () => {
  it('the repo type check covers every example', () => {
    expect(exampleFiles.length).toBeGreaterThan(0);
    const checked = new Set(repoConfig().fileNames.map((f) => f.replaceAll('\\', '/')));
    for (const file of exampleFiles) expect(checked).toContain(file.replaceAll('\\', '/'));
  });

  it('a real example passes', () => {
    expect(typeErrors(counter)).toEqual([]);
  }, 60_000);

  it('a deliberately broken example fails: a string written to a number signal', () => {
    const broken = readFileSync(counter, 'utf8').replace('count.value++', "count.value = 'one'");
    expect(broken).not.toBe(readFileSync(counter, 'utf8'));
    expect(typeErrors(counter, broken)).toEqual([
      expect.stringMatching(/^TS2322: Type 'string' is not assignable to type 'number'/),
    ]);
  }, 60_000);

  it('a deliberately broken example fails: an export the package does not have', () => {
    const broken = readFileSync(counter, 'utf8').replace('useComputed,', 'useComputedValue,');
    expect(typeErrors(counter, broken).join('\n')).toMatch(
      /TS2724: '"@tendril\/signals\/react"' has no exported member named 'useComputedValue'/,
    );
  }, 60_000);
});
