/** The figures of one endpoint at one data size. */
export interface Summary {
  rps: number;
  p95: number;
  cpu: number;
}

export interface Row {
  scale: string;
  endpoint: string;
  app: Summary;
  floor: Summary;
  failures: number;
  /** Failed answers by status, app and floor apart. */
  failedStatuses?: string;
}

const ratio = (top: number, bottom: number) => (bottom > 0 ? (top / bottom).toFixed(2) : '-');

/**
 * The table of `npm run bench:load`: per endpoint and data size, the app's and the floor's throughput and their
 * ratio, the app's p95 and its growth from 1x to 10x, the CPU per request and the statements per call (page sizes
 * 10 and 50, at each data size, which must all be equal). Sets a failing exit code if any differ or a call failed.
 */
export function report(rows: Row[], counts: Map<string, number[]>) {
  console.log(
    '\n| endpoint | data | app req/s | floor req/s | app ÷ floor | app p95 ms | floor p95 ms | p95 10x ÷ 1x | server CPU per request, app / floor µs | statements |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  let varying = 0;
  for (const row of rows) {
    const one = rows.find((other) => other.endpoint === row.endpoint && other.scale === '1x');
    const growth = row.scale === '10x' && one ? ratio(row.app.p95, Math.max(1, one.app.p95)) : '';
    const values = counts.get(row.endpoint) ?? [];
    const same = values.every((value) => value === values[0]);
    const statements = `${values[0] ?? '-'}${same ? '' : ` (changes: ${values.join(' ')})`}`;
    console.log(
      `| ${row.endpoint} | ${row.scale} | ${row.app.rps.toFixed(1)} | ${row.floor.rps.toFixed(1)} | ${ratio(row.app.rps, row.floor.rps)} | ${row.app.p95} | ${row.floor.p95} | ${growth} | ${row.app.cpu} / ${row.floor.cpu} | ${statements} |`,
    );
  }
  console.log('\nstatements per call (page sizes 10 and 50, at 1x then 10x):');
  for (const [endpoint, values] of counts) {
    const same = values.every((value) => value === values[0]);
    if (!same) varying++;
    console.log(`  ${endpoint.padEnd(40)} ${values.join(' ')}${same ? '' : '  <- changes with page or data size'}`);
  }
  const failed = rows.filter((row) => row.failures > 0);
  for (const row of failed) console.log(`  ${row.endpoint} at ${row.scale}: ${row.failures} failed requests`);
  if (varying > 0 || failed.length > 0) process.exitCode = 1;
}
