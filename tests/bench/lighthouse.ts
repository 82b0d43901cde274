import lighthouse, { desktopConfig } from 'lighthouse';
import { launchChromium } from './lighthouse-chromium';

export type FormFactor = 'mobile' | 'desktop';
export const formFactors: FormFactor[] = ['mobile', 'desktop'];

/** One page in one form factor: the median of each figure over the runs. */
export interface LighthouseFigures {
  path: string;
  formFactor: FormFactor;
  /** Every run's performance score, in run order (0 to 100). */
  scores: number[];
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface Sample {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** One Lighthouse run, or why it failed (it sometimes loses a trace: NO_NAVSTART, NO_FCP...). */
async function runOnce(url: string, port: number, formFactor: FormFactor): Promise<Sample | string> {
  const result = await lighthouse(
    url,
    { port, hostname: '127.0.0.1', onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = result?.lhr;
  const score = lhr?.categories.performance?.score;
  if (!lhr || score == null) return lhr?.runtimeError?.code ?? 'no performance score';
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round(score * 100), // Lighthouse rounds it to whole points; this drops the float's noise
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

const attempts = 3;

/**
 * Lighthouse's performance category for each page, mobile (its default config: a mid-range phone on slow 4G, with
 * simulated throttling) and desktop (its desktop config, lighthouse/core/config/desktop-config.js), `runs` times
 * each: a score moves by a few points from run to run, so the table shows the median. Runs go round the pages and form
 * factors in turn, so a slow moment of the machine does not land on one page's runs only. A run Lighthouse itself
 * fails is tried again, up to 3 times, then left out of the median (and said on stderr).
 */
export async function measureLighthouse(base: string, paths: string[], runs: number): Promise<LighthouseFigures[]> {
  const chromium = await launchChromium();
  const samples = new Map<string, Sample[]>();
  try {
    for (let run = 0; run < runs; run++) {
      for (const path of paths) {
        for (const formFactor of formFactors) {
          const key = `${formFactor} ${path}`;
          const failures: string[] = [];
          for (let attempt = 0; attempt < attempts; attempt++) {
            const outcome = await runOnce(`${base}${path}`, chromium.port, formFactor);
            if (typeof outcome === 'string') {
              failures.push(outcome);
              continue;
            }
            samples.set(key, [...(samples.get(key) ?? []), outcome]);
            break;
          }
          if (failures.length > 0) console.error(`Lighthouse ${key}, run ${run + 1}: ${failures.join(', ')}${failures.length === attempts ? ' (left out)' : ' (tried again)'}`);
        }
      }
    }
  } finally {
    await chromium.close();
  }
  return paths.flatMap((path) =>
    formFactors.map((formFactor) => {
      const runsOf = samples.get(`${formFactor} ${path}`) ?? [];
      const of = (field: keyof Sample) => (runsOf.length ? median(runsOf.map((s) => s[field])) : NaN);
      return { path, formFactor, scores: runsOf.map((s) => s.score), score: of('score'), fcpMs: of('fcpMs'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), cls: of('cls') };
    }),
  );
}
