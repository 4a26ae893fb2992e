/**
 * Pages written on a worker thread (build time only). Stamped pages (src/lib/build/stamp-queue.ts) cost
 * their render process little JavaScript each; creating each page's folder and writing its file took
 * as long again on the same thread (about 11 s of a 10,000-product build's render on this kind of
 * machine). Here the main thread encodes each page into a slot of memory it shares with the worker and
 * stamps the next while the worker writes it. Measured dead ends: fs.promises.writeFile (a Buffer per
 * page, 61 KB, made the main thread's garbage collector run full collections and doubled the render),
 * and posting each page to the worker as a string (copying it cost as much as writing it).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';

/** Pages handed over and not yet written: each takes a slot until the worker has written it. */
export const SLOTS = 32;
/**
 * A slot's size: a page larger than this is written at once on the main thread (the largest stamped
 * page of a generated 10,000-product catalogue is 85 KB).
 */
export const SLOT_BYTES = 512 * 1024;

const WORKER_SOURCE = `
const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');
const { mkdirSync, writeFileSync } = process.getBuiltinModule('node:fs');
const { dirname } = process.getBuiltinModule('node:path');
const memory = new Uint8Array(workerData);
parentPort.on('message', ({ file, slot, length }) => {
  let error = null;
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, memory.subarray(slot * ${SLOT_BYTES}, slot * ${SLOT_BYTES} + length));
  } catch (e) {
    error = String(e && e.message ? e.message : e);
  }
  parentPort.postMessage({ slot, error });
});
`;

const encoder = new TextEncoder();

export class PageWriter {
  #worker: Worker | null = null;
  #memory: Uint8Array<SharedArrayBuffer> = new Uint8Array(new SharedArrayBuffer(0));
  #free: number[] = [];
  #failure: Error | null = null;
  #waiters: (() => void)[] = [];

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    this.#wake();
  }

  #started(): Worker {
    if (this.#worker) return this.#worker;
    const shared = new SharedArrayBuffer(SLOTS * SLOT_BYTES);
    this.#memory = new Uint8Array(shared);
    this.#free = Array.from({ length: SLOTS }, (_, i) => i);
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: shared });
    worker.on('message', ({ slot, error }: { slot: number; error: string | null }) => {
      this.#free.push(slot);
      if (error !== null) this.#failure ??= new Error(`A stamped page could not be written: ${error}`);
      // Idle, the worker does not keep the process alive: a build that stops early still exits.
      if (this.#free.length === SLOTS) worker.unref();
      this.#wake();
    });
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', () => {
      if (this.#worker === worker)
        this.#fail(new Error('The page writer stopped before its pages were written'));
    });
    this.#worker = worker;
    return worker;
  }

  #check(): void {
    if (this.#failure) throw this.#failure;
  }

  /** Resolves at the next written page, or at once when a write failed. */
  #next(): Promise<void> {
    return this.#failure ? Promise.resolve() : new Promise<void>((wake) => this.#waiters.push(wake));
  }

  /**
   * A free slot, taken in the same step as it is found free: pages are stamped for several routes at
   * once, and two writers woken by one written page must not both take its slot.
   */
  async #slot(): Promise<number> {
    for (;;) {
      this.#check();
      const slot = this.#free.pop();
      if (slot !== undefined) return slot;
      await this.#next();
    }
  }

  /** Hands a page to the worker, waiting for a free slot. A failed write fails the next call. */
  async write(file: string, html: string): Promise<void> {
    this.#check();
    const worker = this.#started();
    const slot = await this.#slot();
    const at = slot * SLOT_BYTES;
    const { read, written } = encoder.encodeInto(html, this.#memory.subarray(at, at + SLOT_BYTES));
    if (read < html.length) {
      this.#free.push(slot);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
      return;
    }
    worker.ref();
    worker.postMessage({ file, slot, length: written });
  }

  /** Once every page handed over is written: stops the worker; rejects when a write failed. */
  async close(): Promise<void> {
    try {
      while (this.#worker && this.#free.length < SLOTS && !this.#failure) await this.#next();
      this.#check();
    } finally {
      const worker = this.#worker;
      this.#worker = null;
      await worker?.terminate();
    }
  }
}
