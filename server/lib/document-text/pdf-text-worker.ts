/**
 * Entry of the thread that reads a PDF's text (pdf-text.ts). pdf.js's legacy build, which pdf-parse loads,
 * replaces built-ins such as `Array.prototype.push` with slower polyfills when it loads; here they stay in
 * this thread, which ends after one document.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PDFParse } from 'pdf-parse';

const { bytes } = workerData as { bytes: Uint8Array };
const parser = new PDFParse({ data: bytes });
try {
  const result = await parser.getText();
  parentPort?.postMessage({ ok: true, pages: result.pages.map((p) => ({ text: p.text, page: p.num })) });
} catch (error) {
  parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
} finally {
  await parser.destroy();
}
