import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { docsDir, machineDocs, staleDocs } from './machine-docs';

/** `npm run docs:machines`: brings docs/machines up to date with the machines (writes changed pages, removes gone ones). */
const docs = await machineDocs();
mkdirSync(docsDir, { recursive: true });
const stale = staleDocs(docs);
for (const path of stale) {
  const content = docs.get(path);
  if (content === undefined) rmSync(path);
  else writeFileSync(path, content);
}
console.log(stale.length ? `docs/machines: ${stale.join(', ')} updated` : 'docs/machines: up to date');
