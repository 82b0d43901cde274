import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import { formatProfile, type FileTime } from './format';

/**
 * A Vitest reporter that says where the suite's time goes (issue 23): the slowest test files, each with its project,
 * and each project's time. A file's time is what its worker spent on it (environment, import, setup, tests and hooks);
 * projects share the workers, so a project's sum is worker time, and its span is from its first file's start to its
 * last file's end. Prints the table at the end of the run; with TEST_PROFILE_JSON=path it also writes the figures
 * there (tests/profile/print.ts prints one or several such files again, e.g. CI's unit and browser runs).
 */
export default class ProfileReporter implements Reporter {
  private started = Date.now();
  private startOf = new Map<string, number>();

  onInit() {
    this.started = Date.now();
  }

  onTestModuleStart(module: TestModule) {
    this.startOf.set(`${module.project.name} ${module.moduleId}`, Date.now());
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const files: FileTime[] = testModules.map((module) => {
      const d = module.diagnostic();
      const seconds = (d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration) / 1000;
      const startTime = this.startOf.get(`${module.project.name} ${module.moduleId}`) ?? this.started;
      return {
        project: module.project.name,
        file: module.relativeModuleId,
        seconds,
        tests: [...module.children.allTests()].length,
        start: (startTime - this.started) / 1000,
        end: (startTime - this.started) / 1000 + seconds,
        // Where a file's own time goes: its environment (jsdom), importing it, and its tests and hooks.
        parts: { environment: d.environmentSetupDuration / 1000, imports: (d.prepareDuration + d.collectDuration + d.setupDuration) / 1000, tests: d.duration / 1000 },
      };
    });
    const run = { wallSeconds: (Date.now() - this.started) / 1000, files };
    if (process.env.TEST_PROFILE_JSON) writeFileSync(process.env.TEST_PROFILE_JSON, JSON.stringify(run, null, 1));
    console.log(`\n${formatProfile([run])}`);
  }
}
