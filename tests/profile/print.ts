import { readFileSync } from 'node:fs';
import { formatProfile, type RunProfile } from './format';

/** Prints the profile of one or more runs written with TEST_PROFILE_JSON (tests/profile/reporter.ts), together. */
const paths = process.argv.slice(2);
if (paths.length === 0) {
  console.error('usage: tsx tests/profile/print.ts profile.json [more.json …]');
  process.exit(2);
}
console.log(formatProfile(paths.map((p) => JSON.parse(readFileSync(p, 'utf8')) as RunProfile)));
