import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * One exported name, one meaning (issue 24): a name two modules of src/ both declare and export (a zod schema in the
 * contracts and a query's options in src/api, a contract's type and the component that shows it) makes every import
 * of it a guess. A module that passes another's export on (`export { x } from './y'`, or importing and exporting it)
 * declares nothing: that is the same symbol. The conventions that keep names apart are in docs/architecture.md.
 */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** The names a module declares and exports (values and types alike); not what it passes on from another module. */
function declaredExports(path: string, text: string): Set<string> {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const imported = new Set<string>();
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.name) imported.add(clause.name.text);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) imported.add(element.name.text);
      if (bindings && ts.isNamespaceImport(bindings)) imported.add(bindings.name.text);
    }
  }
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
    } else if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isEnumDeclaration(statement)) &&
      isExported(statement) &&
      statement.name
    ) {
      names.add(statement.name.text);
    } else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      // `export { local as name }` declares `name` here unless `local` came from another module.
      for (const element of statement.exportClause.elements) if (!imported.has((element.propertyName ?? element.name).text)) names.add(element.name.text);
    }
  }
  return names;
}

/** Each name declared by more than one module, with those modules. */
function namesMeaningTwoThings(modules: ReadonlyArray<{ path: string; text: string }>): string[] {
  const declaredBy = new Map<string, string[]>();
  for (const { path, text } of modules) for (const name of declaredExports(path, text)) declaredBy.set(name, [...(declaredBy.get(name) ?? []), path]);
  return [...declaredBy].filter(([, paths]) => paths.length > 1).map(([name, paths]) => `${name}: ${paths.join(', ')}`);
}

describe('exported names in src/', () => {
  it('each mean one thing: no name is declared and exported by two modules', () => {
    const modules = sourceFiles('src').map((path) => ({ path: path.replaceAll('\\', '/'), text: readFileSync(path, 'utf8') }));
    expect(namesMeaningTwoThings(modules)).toEqual([]);
  });

  it('the check names a name two modules declare, and lets a re-export pass (it can fail)', () => {
    const schema = { path: 'src/api/contracts/content.ts', text: 'export const newsDetailQuery = z.object({ id });' };
    const options = { path: 'src/api/content/news.ts', text: 'export const newsDetailQuery = (id: number) => queryOptions({});' };
    expect(namesMeaningTwoThings([schema, options])).toEqual(['newsDetailQuery: src/api/contracts/content.ts, src/api/content/news.ts']);

    const type = { path: 'src/api/contracts/trade.ts', text: 'export interface OrderDetail { id: number }' };
    const component = { path: 'src/features/orders/order-detail.tsx', text: 'export function OrderDetail() { return <div />; }' };
    expect(namesMeaningTwoThings([type, component])).toHaveLength(1);

    const passedOn = { path: 'src/features/auth/index.ts', text: "export { newsDetailQuery } from '../../api/contracts/content';" };
    const importedAndExported = { path: 'src/features/x.ts', text: "import { newsDetailQuery } from './y';\nexport { newsDetailQuery };" };
    const renamedLocal = { path: 'src/features/z.ts', text: 'const local = 1;\nexport { local as newsDetailQuery };' };
    expect(namesMeaningTwoThings([schema, passedOn, importedAndExported])).toEqual([]);
    expect(namesMeaningTwoThings([schema, renamedLocal])).toHaveLength(1);
  });
});
