import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * A comment that names a file (`server/src/domain/ledger.ts`, `use-paged-list.ts`, `docs/adr/0031-….md`) sends the
 * reader there; once the file is renamed or gone the comment lies (issue 24 found one in purpose-effects.ts). Every
 * file a comment of src/ or server/src names must exist in the repository: a path as written from the repository's
 * root or as the end of a path in it (`contracts/agents.ts`, a bare `order.machine.ts`).
 */
const filesUnder = (dir: string, keep: (name: string) => boolean): string[] =>
  readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, keep) : keep(name) ? [path.replaceAll('\\', '/')] : [];
  });

/**
 * The project's design notes live beside the repository, not in it (the spec's companions: design/architecture.md,
 * conventions.md, lifecycles.md); a comment may cite them by name, and only them.
 */
const designNotes = new Set(['design/architecture.md', 'design/conventions.md', 'design/lifecycles.md']);

/** A file name or path with an extension a comment could mean: `a/b.ts`, `b.tsx`, `../c.md`. */
const fileReference = /(?<![\w@/.-])((?:\.{1,2}\/)*(?:[\w-]+\/)*[\w.-]+\.(?:tsx?|md|json|sql|csv|mjs|js|css|html))(?![\w/])/g;

/** Every comment of a module, each once. */
function commentsOf(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = new Map<number, string>();
  const visit = (node: ts.Node) => {
    for (const range of [...(ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []), ...(ts.getTrailingCommentRanges(text, node.getEnd()) ?? [])]) {
      found.set(range.pos, text.slice(range.pos, range.end));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...found.values()];
}

/** The files a module's comments name that the repository (`files`) does not hold. */
function missingReferences(path: string, text: string, files: readonly string[]): string[] {
  return commentsOf(path, text)
    .flatMap((comment) => [...comment.matchAll(fileReference)].map((match) => match[1]!))
    .filter((reference) => {
      const named = reference.replace(/^(\.\.?\/)+/, '');
      return !designNotes.has(named) && !files.some((file) => file === named || file.endsWith(`/${named}`));
    });
}

describe('files named in comments', () => {
  it('exist (src/ and server/src)', () => {
    const repository = filesUnder('.', () => true).map((path) => path.replace(/^\.\//, ''));
    const modules = [...filesUnder('src', (name) => /\.tsx?$/.test(name)), ...filesUnder('server/src', (name) => /\.tsx?$/.test(name))];
    const stale = modules.flatMap((path) => missingReferences(path, readFileSync(path, 'utf8'), repository).map((reference) => `${path}: ${reference}`));
    expect(stale).toEqual([]);
  });

  it('the check finds a comment naming a file that is not there, and only in comments (it can fail)', () => {
    const files = ['server/src/domain/ledger.ts', 'src/machines/order.machine.ts', 'docs/adr/0031-a-lifecycle-is-a-declaration.md'];
    const text = [
      '/** Posts through server/src/domain/ledger.ts, as order.machine.ts says (docs/adr/0031-a-lifecycle-is-a-declaration.md). */',
      '// the old server/src/domain/purpose-effects-old.ts and ./gone.tsx',
      "const notAComment = 'server/src/missing.ts';",
      '/* design/lifecycles.md, but not design/wishes.md */',
    ].join('\n');
    expect(missingReferences('x.ts', text, files)).toEqual(['server/src/domain/purpose-effects-old.ts', './gone.tsx', 'design/wishes.md']);
  });
});
