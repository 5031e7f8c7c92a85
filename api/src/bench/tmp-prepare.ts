import { asc, count, eq, sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../db/client';
import { schools, users } from '../db/schema';
const h = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/speed_prof' });
const db = h.db;
const N = 2000;
const built = () => db.select().from(schools).where(eq(schools.status, 'ACTIVE')).orderBy(asc(schools.schoolName), asc(schools.campus), asc(schools.id)).limit(10).offset(0);
const prepared = db.select().from(schools).where(eq(schools.status, sql.placeholder('s'))).orderBy(asc(schools.schoolName), asc(schools.campus), asc(schools.id)).limit(sql.placeholder('l')).offset(sql.placeholder('o')).prepare('bench_school_page');
const unnamed = db.select().from(schools).where(eq(schools.status, sql.placeholder('s'))).orderBy(asc(schools.schoolName), asc(schools.campus), asc(schools.id)).limit(sql.placeholder('l')).offset(sql.placeholder('o')).prepare('');
// build only
let t = performance.now(); let c = process.cpuUsage();
for (let i = 0; i < N; i++) built().toSQL();
let cpu = process.cpuUsage(c); console.log('build only: µs CPU per statement', ((cpu.user + cpu.system) / N).toFixed(0));
for (const [label, run] of [['built each call', () => built()], ['built once, unnamed', () => unnamed.execute({ s: 'ACTIVE', l: 10, o: 0 })], ['prepared, named', () => prepared.execute({ s: 'ACTIVE', l: 10, o: 0 })]] as const) {
  for (let i = 0; i < 200; i++) await run();
  t = performance.now(); c = process.cpuUsage();
  for (let i = 0; i < N; i++) await run();
  cpu = process.cpuUsage(c);
  console.log(label.padEnd(22), 'µs wall', ((performance.now() - t) * 1000 / N).toFixed(0), 'µs node CPU', ((cpu.user + cpu.system) / N).toFixed(0));
}
await h.close();
