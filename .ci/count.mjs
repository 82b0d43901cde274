// Sums vitest JSON reports into the plain closing line CI reads: "N passed, N failed".
import { readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
if (skipped > 0) {
  console.log(`${skipped} tests skipped: a skipped test is not allowed to stay`);
  failed += skipped;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
