import type { ApiCall } from './api';
import type { DatabaseFigures } from './database-figures';
import { columns, heading, type Column, type Figure, type Unit } from './figure';
import type { LighthouseFigures } from './lighthouse';
import type { LiveFigures } from './live';
import type { RouteBundle } from './routes';

/** Everything one run measured. The bundle and Lighthouse are measured once, against the app on PGlite. */
export interface Measurements {
  entryGzip: number;
  routes: RouteBundle[];
  lighthouse: LighthouseFigures[];
  lighthouseRuns: number;
  /** /trade/{id} as Lighthouse opened it. */
  listingPath: string;
  databases: Partial<Record<Column, DatabaseFigures>>;
  /** The live socket on one instance (measured once, against the app on PGlite). */
  live: LiveFigures;
}

/** The targets. */
const jsBudgetKb = 140;
const apiShareTarget: Record<Column, number> = { pglite: 10, postgres: 35 };
const p99TargetMs = 300; // on PGlite
const payStatementsBudget = 10;
const cyclesTarget = 50; // per second, on PGlite
const socketsTarget = 5_000; // held on one instance (issue 27)

const kb = (bytes: number) => bytes / 1024;
const mb = (bytes: number) => bytes / 1024 / 1024;

const apiLabels: Record<ApiCall, string> = {
  userInfo: 'GET /api/user/info',
  marketList: 'POST /api/trade/whole/list (market, 20 of 200+ offers)',
  orderDetail: 'GET /api/user/order/info (order detail)',
  keywordSearch: 'POST /api/trade/whole/list {keyword} (market search)',
};

/** A figure measured on each database that ran, from `pick`. */
function perDatabase(m: Measurements, id: string, label: string, unit: Unit, pick: (d: DatabaseFigures) => number, extra: Partial<Figure> = {}): Figure {
  const values: Figure['values'] = {};
  for (const c of columns) {
    const d = m.databases[c];
    if (d) values[c] = pick(d);
  }
  return { id, label, unit, values, ...extra };
}

/** `figure` with a note on each database's value, from `note`. */
function withNotes(m: Measurements, figure: Figure, note: (d: DatabaseFigures) => string): Figure {
  const notes: Figure['notes'] = {};
  for (const c of columns) {
    const d = m.databases[c];
    if (d) notes[c] = note(d);
  }
  return { ...figure, notes };
}

function bundleFigures(m: Measurements): Figure[] {
  const worst = m.routes.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  return [
    heading('Initial JS (gzip -9; measured once)'),
    { id: 'js.entry', label: 'entry and its static imports', unit: 'KB', values: { pglite: kb(m.entryGzip) }, targets: { pglite: { op: '≤', value: jsBudgetKb } } },
    {
      id: 'js.worstRoute',
      label: `heaviest of ${m.routes.length} routes in Chromium, logged in`,
      unit: 'KB',
      values: { pglite: kb(worst.gzip) },
      notes: { pglite: worst.url },
      targets: { pglite: { op: '≤', value: jsBudgetKb } },
    },
  ];
}

function lighthouseFigures(m: Measurements): Figure[] {
  const rows: Figure[] = [heading(`Lighthouse performance (median of ${m.lighthouseRuns} runs; against PGlite)`)];
  for (const page of m.lighthouse) {
    // /trade/{id} keeps one id between runs whatever the listing's number, so runs compare.
    const path = page.path === m.listingPath ? '/trade/{id}' : page.path;
    const id = `lighthouse.${page.formFactor}.${path}`;
    const once = (key: string, label: string, unit: Unit, value: number, extra: Partial<Figure> = {}): Figure => ({ id: `${id}.${key}`, label, unit, values: { pglite: value }, ...extra });
    const target = page.formFactor === 'mobile' ? 95 : 100;
    rows.push(
      once('score', `${page.formFactor} ${page.path}: score`, 'score', page.score, {
        notes: { pglite: `runs ${page.scores.map((s) => s.toFixed(0)).join(', ')}` },
        targets: { pglite: { op: '≥', value: target } },
      }),
      once('fcp', '    FCP', 'ms', page.fcpMs),
      once('lcp', '    LCP', 'ms', page.lcpMs),
      once('tbt', '    TBT', 'ms', page.tbtMs),
      once('cls', '    CLS', 'CLS', page.cls),
    );
  }
  return rows;
}

function apiFigures(m: Measurements): Figure[] {
  const shares = (['userInfo', 'marketList', 'orderDetail'] as const).map((call) =>
    withNotes(
      m,
      perDatabase(m, `api.${call}.share`, `${apiLabels[call]}, % of bare`, '%', (d) => (100 * d.api.perSecond[call]) / d.api.bare, {
        targets: { pglite: { op: '≥', value: apiShareTarget.pglite }, postgres: { op: '≥', value: apiShareTarget.postgres } },
      }),
      (d) => `${d.api.perSecond[call].toFixed(0)} req/s`,
    ),
  );
  const p99s = (['userInfo', 'marketList', 'orderDetail', 'keywordSearch'] as const).map((call) =>
    perDatabase(m, `api.${call}.p99`, `${apiLabels[call]}, p99`, 'ms', (d) => d.api.p99Ms[call], { targets: { pglite: { op: '<', value: p99TargetMs } } }),
  );
  return [
    heading('API throughput: share of a bare Fastify route, 16 connections'),
    withNotes(m, perDatabase(m, 'api.bare', 'bare Fastify route (the 100 %): faster of before and after', 'req/s', (d) => d.api.bare), (d) =>
      d.api.bareRuns.map((r) => r.toFixed(0)).join(' / '),
    ),
    ...shares,
    heading('API latency at 50 connections'),
    ...p99s,
    heading('App process after the load (PGlite runs inside it)'),
    perDatabase(m, 'memory.rss', 'RSS', 'MB', (d) => mb(d.memory.rss)),
    perDatabase(m, 'memory.heapUsed', 'JS heap used (after a GC)', 'MB', (d) => mb(d.memory.heapUsed)),
  ];
}

function tradeFigures(m: Measurements): Figure[] {
  return [
    heading('Trading'),
    perDatabase(m, 'pay.statements', 'SQL statements of one pay (BEGIN, COMMIT included)', 'statements', (d) => d.payStatements, {
      targets: { pglite: { op: '≤', value: payStatementsBudget }, postgres: { op: '≤', value: payStatementsBudget } },
    }),
    perDatabase(m, 'cycles.sequential', 'take+pay+ship+receive, one buyer, one cycle after another', 'cycles/s', (d) => d.cycles.sequential, {
      targets: { pglite: { op: '≥', value: cyclesTarget } },
    }),
    perDatabase(m, 'cycles.concurrent', 'take+pay+ship+receive, 4 buyers at once (no target)', 'cycles/s', (d) => d.cycles.concurrent),
  ];
}

function automatchFigures(m: Measurements): Figure[] {
  return [
    heading('Auto-match (issue 28): one book, buys resting and sells filling them, every order matched'),
    perDatabase(m, 'automatch.matched.one', 'orders matched, one client, one call after another', 'orders/s', (d) => d.automatch.matchedPerSecondOne),
    perDatabase(m, 'automatch.matched', 'orders matched, 50 clients at once', 'orders/s', (d) => d.automatch.matchedPerSecond),
    withNotes(m, perDatabase(m, 'automatch.place.p99', 'POST /api/automatic/pairing/order under the 50 clients, p99', 'ms', (d) => d.automatch.placeP99Ms), (d) =>
      `p50 ${d.automatch.placeP50Ms.toFixed(0)} ms, ${d.automatch.placements} calls`,
    ),
  ];
}

function liveFigures(m: Measurements): Figure[] {
  const l = m.live;
  const once = (id: string, label: string, unit: Unit, value: number, extra: Partial<Figure> = {}): Figure => ({ id: `live.${id}`, label, unit, values: { pglite: value }, ...extra });
  return [
    heading('Live socket on one instance (measured once; against PGlite)'),
    once('held', `sockets held, following the quotes (of ${l.asked} opened)`, 'sockets', l.held, { targets: { pglite: { op: '≥', value: socketsTarget } } }),
    once('rssHeld', '    app RSS with the sockets held', 'MB', mb(l.rssHeld)),
    once('heapPerSocket', '    app JS heap per socket (after a GC)', 'KB', kb(l.heapPerSocket)),
    once('tick.p50', `quotes tick to every socket, p50 (${l.ticks} ticks)`, 'ms', l.tickP50Ms),
    once('tick.p99', '    p99', 'ms', l.tickP99Ms),
    once('tick.last', '    until the last socket has it (median tick)', 'ms', l.tickLastMs),
    once('chat.p50', `chat message, send to recipient's socket, p50 (${l.chatMessages} messages, during the ticks)`, 'ms', l.chatP50Ms),
    once('chat.p99', '    p99', 'ms', l.chatP99Ms),
  ];
}

export const tableFigures = (m: Measurements): Figure[] => [...bundleFigures(m), ...lighthouseFigures(m), ...apiFigures(m), ...tradeFigures(m), ...automatchFigures(m), ...liveFigures(m)];
