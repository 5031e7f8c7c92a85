import { availableParallelism } from 'node:os';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { PlanPdfJob } from './plan-pdf-worker';

/*
 * Plan PDFs are laid out in worker threads (piscina): pdfmake's layout is synchronous and takes tens to hundreds of
 * milliseconds, which on the main thread would hold every other request (ten PDFs at once kept /health waiting over
 * a second). The pool starts with the first PDF, each worker keeps its parsed fonts (pdf-printer.ts), and the app
 * closes it when it closes.
 */

const WORKER_FILE = new URL(`./plan-pdf-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

/** Worker threads: PDF_WORKERS, or one less than the cores (at least one), leaving a core to the requests. */
const threads = () => Number(process.env.PDF_WORKERS) || Math.max(1, availableParallelism() - 1);

let pool: Piscina<PlanPdfJob, Uint8Array> | null = null;

/** The PDF file of a plan, made in a worker thread. */
export async function renderPlanPdf(job: PlanPdfJob): Promise<Buffer> {
  pool ??= new Piscina({
    filename: WORKER_FILE.href,
    maxThreads: threads(),
    minThreads: 0,
    // A worker's start (sources, fonts) costs most of a second: keep it while PDFs keep coming.
    idleTimeout: 10 * 60_000,
    // Run from TypeScript sources (tsx), the workers load them the same way.
    execArgv: WORKER_FILE.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [],
  });
  const bytes = await pool.run(job);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Ends the worker threads (the next PDF starts them again). */
export async function closePdfPool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}
