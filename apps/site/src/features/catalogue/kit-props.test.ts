// @vitest-environment node
/*
 * The kit's props tables (kit-props.ts) against the components' own props interfaces, read
 * from their sources: same props, optionality, types (local aliases resolved), defaults, and
 * summaries where the source gives one.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { KIT_PROPS, type KitProp, type KitPropsTable } from './kit-props.ts';

const siteSrc = fileURLToPath(new URL('../../', import.meta.url));
const squash = (text: string | undefined) => text?.replace(/\s+/g, ' ').trim() ?? '';

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(
    file,
    readFileSync(`${siteSrc}${file}`, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
}

/** `Variant` → `ButtonVariant` → `'primary' | 'secondary'`: local aliases, followed. */
function resolveType(source: ts.SourceFile, text: string): string {
  const aliases = new Map(
    source.statements.filter(ts.isTypeAliasDeclaration).map((a) => [a.name.text, a.type.getText()]),
  );
  let resolved = text;
  for (let seen = 0; aliases.has(resolved) && seen < 5; seen++) resolved = aliases.get(resolved)!;
  return resolved;
}

interface Declared extends KitProp {
  /** Whether the source documents it (otherwise the table's summary is free). */
  readonly documented: boolean;
}

function declared(file: string, name: string) {
  const source = parse(file);
  const decl = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === name,
  );
  if (!decl) throw new Error(`${file} declares no interface ${name}`);
  const props: Declared[] = decl.members.filter(ts.isPropertySignature).map((m) => {
    const doc = ts.getJSDocCommentsAndTags(m).find(ts.isJSDoc);
    const defaultTag = ts.getJSDocTags(m).find((t) => t.tagName.text === 'default');
    const summary = squash(ts.getTextOfJSDocComment(doc?.comment));
    return {
      name: m.name.getText(),
      type: resolveType(source, m.type?.getText() ?? ''),
      optional: m.questionToken !== undefined,
      ...(defaultTag && { defaultValue: squash(ts.getTextOfJSDocComment(defaultTag.comment)) }),
      summary,
      documented: summary !== '',
    };
  });
  const heritage = decl.heritageClauses?.flatMap((h) => h.types.map((t) => t.getText()));
  return { props, extends: heritage?.[0] };
}

/** Where a table disagrees with its source, one line each; empty when they agree. */
function mismatches(table: KitPropsTable): string[] {
  const source = declared(table.file, table.name);
  const out: string[] = [];
  if (table.extends !== source.extends) out.push(`extends ${table.extends} ≠ ${source.extends}`);
  const names = (props: readonly KitProp[]) => props.map((p) => p.name).join(', ');
  if (names(table.props) !== names(source.props))
    out.push(`props ${names(table.props)} ≠ ${names(source.props)}`);
  for (const prop of table.props) {
    const real = source.props.find((p) => p.name === prop.name);
    if (!real) continue;
    for (const key of ['type', 'optional', 'defaultValue'] as const)
      if (prop[key] !== real[key])
        out.push(`${prop.name}.${key} ${String(prop[key])} ≠ ${String(real[key])}`);
    if (real.documented ? prop.summary !== real.summary : prop.summary === '')
      out.push(`${prop.name}.summary ${prop.summary} ≠ ${real.summary}`);
  }
  return out;
}

describe('the kit props tables', () => {
  it.each(Object.entries(KIT_PROPS))('%s matches its props interface', (_component, table) => {
    expect(mismatches(table)).toEqual([]);
  });

  it('fail on a table that disagrees with its source', () => {
    const [variant, ...rest] = KIT_PROPS.Button.props;
    const wrong = {
      ...KIT_PROPS.Button,
      props: [{ ...variant, defaultValue: "'primary'" }, ...rest],
    };
    expect(mismatches(wrong)).toEqual(["variant.defaultValue 'primary' ≠ 'secondary'"]);
    const missing = { ...KIT_PROPS.Panel, props: KIT_PROPS.Panel.props.slice(1) };
    expect(mismatches(missing)).toEqual([
      'props description, children ≠ title, description, children',
    ]);
  });
});
