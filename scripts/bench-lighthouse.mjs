// `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated throttling) on /login and, signed in as the
// first administrator with the demo data, on /dashboard, a lesson plan page and a unit plan page, against the built
// web app served by the real server on a scratch embedded database. Prints the scores and the main metrics. Build first (`npm run build`).
// Not part of `npm test`: the scores depend on how busy the machine is.
// BENCH_LIGHTHOUSE_DISTS=dirA,dirB compares builds: one server per build, their runs alternated (A, B, A, B…) so
// that whatever else loads the machine weighs on each build alike.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4256);
const DEBUG_PORT = Number(process.env.BENCH_LIGHTHOUSE_DEBUG_PORT ?? 4257);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ADMIN = { email: 'admin@school.test', password: 'Admin@2026!' };
/** The builds measured, each served by its own server on the next port. */
const DISTS = (process.env.BENCH_LIGHTHOUSE_DISTS ?? path.join(root, 'web/dist')).split(',');
const builds = DISTS.map((dist, index) => ({ dist, origin: `http://127.0.0.1:${PORT + 2 + index}` }));
/** Lighthouse's own advice: several runs, the median reported. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/**
 * BENCH_LIGHTHOUSE_LANTERN=1 prints, for each run, the requests (and CPU tasks of 15 ms or more) of Lighthouse's
 * simulated largest paint with their simulated start and end: what the paint waited on, in the simulation's terms.
 */
const LANTERN = process.env.BENCH_LIGHTHOUSE_LANTERN === '1';
/**
 * BENCH_LIGHTHOUSE_PAGES=/dashboard measures one page only (while working on it). `{lesson}` and `{unit}` stand for
 * the first lesson and unit plan the administrator's lists show (the demo data's).
 */
const PAGE_TEMPLATES = (
  process.env.BENCH_LIGHTHOUSE_PAGES ?? '/login,/dashboard,/lesson-plan/{lesson},/unit-plan/{unit}'
).split(',');

for (const { dist } of builds) {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error(`bench:lighthouse: ${dist} has no index.html; run \`npm run build\` first.`);
    process.exit(1);
  }
}

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'school-lighthouse-'));
const children = [];
function start(command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'ignore' });
  children.push(child);
  return child;
}

/**
 * A page of the app's origin with everything the browser kept for it cleared (service worker, caches, storage other
 * than localStorage, HTTP cache), so the next visit starts cold; localStorage (the session) is kept.
 */
async function openClearedPage(browser, origin) {
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${origin}/robots.txt`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'cookies,file_systems,indexeddb,shader_cache,websql,service_workers,cache_storage',
  });
  await cdp.send('Network.clearBrowserCache');
  return page;
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 1500; attempt++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within five minutes`);
}

try {
  for (const [index, build] of builds.entries()) {
    start(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      DATA_DIR: path.join(folder, `data-${index}`),
      PORT: build.origin.split(':')[2],
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIST: build.dist,
    });
  }
  for (const { origin } of builds) await waitFor(`${origin}/api/health`);
  start(CHROME, [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--remote-debugging-port=${DEBUG_PORT}`,
    `--user-data-dir=${path.join(folder, 'chrome')}`,
    'about:blank',
  ]);
  await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
  const tokens = [];
  for (const { origin } of builds) tokens.push(await signIn(browser, origin));
  const PAGES = await pagesOf(builds[0].origin, tokens[0]);

  console.log(`load average at the start: ${loadAverage()}`);
  // Run after run, every build and page in turn: A, B, A, B…
  const runs = new Map();
  for (let round = 0; round < RUNS; round++) {
    for (const [index, { origin }] of builds.entries()) {
      for (const pathName of PAGES) {
        const key = `${DISTS[index]} ${pathName}`;
        const signedIn = pathName !== '/login';
        const result = await auditRetried(origin, pathName, signedIn, async () => {
          // Each run starts cold: no service worker, caches or HTTP cache; the session (localStorage) kept.
          if (signedIn) await (await openClearedPage(browser, origin)).close();
        });
        runs.set(key, [...(runs.get(key) ?? []), result]);
      }
    }
  }
  await browser.close();
  console.log(`load average at the end: ${loadAverage()}`);

  console.log(
    '\n| build | page | performance (median; all runs) | accessibility | FCP ms | LCP ms | TBT ms | CLS | bytes transferred |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const results = [...runs].map(([key, list]) => ({ key, ...median(list) }));
  for (const result of results) {
    console.log(
      `| ${result.key.replace(' ', ' | ')} | ${result.performance} (${result.performanceRuns}) | ${result.accessibility} | ${result.fcp} | ${result.lcp} | ${result.tbt} | ${result.cls} | ${result.bytes} |`,
    );
  }
  for (const result of results) {
    if (result.failedAccessibility.length > 0) {
      console.log(`${result.key}: accessibility audits not passed: ${result.failedAccessibility.join(', ')}`);
    }
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  fs.rmSync(folder, { recursive: true, force: true });
}

function loadAverage() {
  return os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
}

/**
 * Signed in: the token and profile the app keeps in localStorage, set on a page of the origin that loads no app,
 * then one visit to the dashboard, as a returning user had made; what that visit leaves in localStorage is kept.
 */
async function signIn(browser, origin) {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { accessToken } = await login.json();
  const profile = await fetch(`${origin}/api/auth/me`, { headers: { authorization: `Bearer ${accessToken}` } });
  const storedProfile = await profile.text();
  const page = await openClearedPage(browser, origin);
  await page.evaluate(
    ([token, stored]) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userProfile', stored);
    },
    [accessToken, storedProfile],
  );
  await page.goto(`${origin}/dashboard`);
  await page.waitForLoadState('networkidle');
  await page.close();
  return accessToken;
}

/** The pages to measure, `{lesson}` and `{unit}` replaced by the ids of the first plans listed (every build has the same demo data). */
async function pagesOf(origin, token) {
  const firstId = async (path) => {
    const response = await fetch(`${origin}/api/${path}?page=0&size=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const id = (await response.json()).content?.[0]?.id;
    if (!id) throw new Error(`the demo data has no ${path}`);
    return id;
  };
  const ids = { lesson: await firstId('lesson-plans'), unit: await firstId('unit-plans') };
  return PAGE_TEMPLATES.map((page) => page.replace('{lesson}', ids.lesson).replace('{unit}', ids.unit));
}

/** A run Lighthouse reports as failed (a lost trace) is run again, up to three times. */
async function auditRetried(origin, pathName, signedIn, beforeEach) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await beforeEach();
    const result = await audit(origin, pathName, signedIn);
    if (result) return result;
  }
  throw new Error(`Lighthouse failed three times on ${origin}${pathName}`);
}

/** The run with the median performance score, with every run's score. */
function median(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor(sorted.length / 2)];
  return { ...middle, performanceRuns: runs.map((run) => run.performance).join(' ') };
}

async function audit(origin, pathName, signedIn) {
  const { lhr } = await lighthouse(`${origin}${pathName}`, {
    port: DEBUG_PORT,
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: signedIn,
    logLevel: 'error',
  });
  if (LANTERN) await printLanternTimeline(origin);
  if (lhr.runtimeError) {
    console.warn(`${pathName}: ${lhr.runtimeError.code}, run again`);
    return null;
  }
  if (signedIn && !lhr.finalDisplayedUrl.endsWith(pathName)) {
    throw new Error(`expected ${pathName} signed in, the page ended on ${lhr.finalDisplayedUrl}`);
  }
  if (process.env.BENCH_LIGHTHOUSE_REPORTS) {
    fs.mkdirSync(process.env.BENCH_LIGHTHOUSE_REPORTS, { recursive: true });
    const stamp = new Date().toISOString().replaceAll(':', '-');
    const file = path.join(
      process.env.BENCH_LIGHTHOUSE_REPORTS,
      `${pathName.slice(1).replaceAll('/', '-')}-${stamp}.json`,
    );
    fs.writeFileSync(file, JSON.stringify(lhr, null, 1));
  }
  const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  const run = {
    path: pathName,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: (lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3),
    bytes: metric('total-byte-weight'),
    failedAccessibility: lhr.categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  };
  // Each run as it ends, with the machine's load: a median hides how noisy the runs were.
  console.log(
    `${origin}${pathName}: ${run.performance} (FCP ${run.fcp}, LCP ${run.lcp}, TBT ${run.tbt}, CLS ${run.cls}), load ${os.loadavg()[0].toFixed(2)}`,
  );
  return run;
}

/**
 * The simulated timeline of the last run's largest paint (the pessimistic estimate, one of the two Lighthouse
 * averages). Lighthouse keeps every simulation's node timings in its Lantern simulator, a module of its trace engine.
 */
async function printLanternTimeline(origin) {
  const { Simulator } = await import('@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js');
  for (const [label, timings] of Simulator.allNodeTimings) {
    if (label !== 'pessimisticLargestContentfulPaint') continue;
    console.log(`simulated ${label} (start ms, end ms, what):`);
    const rows = [...timings].sort(([, a], [, b]) => a.endTime - b.endTime);
    for (const [node, timing] of rows) {
      const duration = timing.endTime - timing.startTime;
      if (node.type === 'cpu' && duration < 15) continue;
      const what =
        node.type === 'network'
          ? `${node.request.url.replace(origin, '')} ${node.request.transferSize} B, connection ${node.request.connectionId}`
          : `CPU ${Math.round(duration)} ms`;
      console.log(
        `${String(Math.round(timing.startTime)).padStart(7)} ${String(Math.round(timing.endTime)).padStart(7)}  ${what}`,
      );
    }
  }
  Simulator.allNodeTimings.clear();
}
