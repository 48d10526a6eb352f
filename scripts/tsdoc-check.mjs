// Every public export of the packages carries TSDoc, and every optional field of an exported
// `…Options` type states its default (`@default`). Reads the exports maps, so a new subpath is
// checked as soon as it is exported. Prints what is missing and exits 1 when anything is.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const packages = ['signals', 'router'];

const entries = [];
for (const name of packages) {
  const dir = join(root, 'packages', name);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (typeof target === 'string') continue;
    entries.push({
      label: subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`,
      file: join(dir, target['@tendril/source']),
    });
  }
}

const config = ts.getParsedCommandLineOfConfigFile(
  join(root, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  },
);
const program = ts.createProgram(
  entries.map((e) => e.file),
  config.options,
);
const checker = program.getTypeChecker();

const missing = [];
const seen = new Set();
const hasDoc = (symbol) =>
  symbol.getDocumentationComment(checker).length > 0 || symbol.getJsDocTags(checker).length > 0;

for (const entry of entries) {
  const source = program.getSourceFile(entry.file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) {
    missing.push(`${entry.label}: cannot read the entry`);
    continue;
  }
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (seen.has(symbol)) continue;
    seen.add(symbol);
    if (!hasDoc(symbol)) missing.push(`${entry.label}: ${exported.name} has no TSDoc`);
    if (
      /Options$/.test(exported.name) &&
      symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)
    ) {
      const type = checker.getDeclaredTypeOfSymbol(symbol);
      for (const property of type.getProperties()) {
        if (!(property.flags & ts.SymbolFlags.Optional)) continue;
        const tags = property.getJsDocTags(checker).map((t) => t.name);
        if (!tags.includes('default'))
          missing.push(`${entry.label}: ${exported.name}.${property.name} states no @default`);
      }
    }
  }
}

if (missing.length) {
  console.error(missing.join('\n'));
  console.error(`${missing.length} public export(s) or option(s) lack TSDoc`);
  process.exit(1);
}
console.log(`TSDoc: ${seen.size} public exports documented across ${entries.length} entry points`);
