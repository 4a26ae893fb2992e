/**
 * Tax invoice PDFs drawn on a worker thread (services/invoice-pdf-worker.ts): drawing one took about
 * 2 ms of each paid order's time on the main thread in a profile of the place-order bench, where
 * PGlite's queries and every other answer wait for that thread (the fonts' metrics are now parsed once
 * per process: services/pdf-fonts.ts). One worker,
 * started on first use, holds the process open only while it has work; one that fails is replaced
 * on the next call, and its callers get the error.
 */
import { Worker } from 'node:worker_threads';
import type { TaxInvoice } from './tax-invoice.ts';

interface Job {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
let nextId = 1;
const jobs = new Map<number, Job>();

function failAll(error: Error) {
  for (const job of jobs.values()) job.reject(error);
  jobs.clear();
}

function startWorker(): Worker {
  const started = new Worker(new URL('./invoice-pdf-worker.ts', import.meta.url));
  started.on('message', ({ id, pdf, error }: { id: number; pdf?: Uint8Array; error?: string }) => {
    const job = jobs.get(id);
    jobs.delete(id);
    if (jobs.size === 0) started.unref();
    if (!job) return;
    if (pdf) job.resolve(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    else job.reject(new Error(`The invoice PDF could not be drawn: ${error}`));
  });
  const gone = (error: Error) => {
    if (worker === started) worker = null;
    failAll(error);
  };
  started.on('error', gone);
  started.on('exit', (code) => gone(new Error(`The invoice PDF worker stopped (exit code ${code})`)));
  return started;
}

/** The invoice as PDF bytes, the same as renderInvoicePdf's, drawn off the main thread. */
export function drawInvoicePdf(invoice: TaxInvoice): Promise<Buffer> {
  worker ??= startWorker();
  worker.ref();
  const id = nextId++;
  const sent = worker;
  return new Promise<Buffer>((resolve, reject) => {
    jobs.set(id, { resolve, reject });
    sent.postMessage({ id, invoice });
  });
}

/** Stops the worker (tests; a shop's exit stops it anyway). */
export async function stopInvoiceWorker(): Promise<void> {
  const stopping = worker;
  worker = null;
  await stopping?.terminate();
}
