/**
 * A PDF's text, page by page, read in a thread of its own (pdf-text-worker.ts): pdf.js would otherwise
 * install its polyfills in the server's own thread and slow every request after the first PDF upload.
 */
import { Worker } from 'node:worker_threads';

export interface PdfPage {
  text: string;
  page: number;
}

type Reply = { ok: true; pages: PdfPage[] } | { ok: false; message: string };

/** The sandbox's boot module registers tsx in the thread, then imports the entry. */
const BOOT = new URL('../../engine/sandbox/worker-boot.mjs', import.meta.url);
const ENTRY = new URL('./pdf-text-worker.ts', import.meta.url);

/** Throws when the PDF cannot be read. */
export function pdfPages(bytes: Uint8Array): Promise<PdfPage[]> {
  return new Promise((resolve, reject) => {
    const copy = new Uint8Array(bytes);
    const worker = new Worker(BOOT, {
      workerData: { entry: ENTRY.href, bytes: copy },
      transferList: [copy.buffer],
    });
    let settled = false;
    worker.once('message', (reply: Reply) => {
      settled = true;
      if (reply.ok) resolve(reply.pages);
      else reject(new Error(reply.message));
      void worker.terminate();
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`The PDF reader stopped (exit code ${code})`));
    });
  });
}
