/** PNG and PDF exports of the canvas: the SVG drawn to a bitmap, and a PDF of that image with the figures. */
import type { DesignSummary } from '@common/schemas/solar-designs';

export async function svgToPng(svg: SVGSVGElement, widthPx = 1600): Promise<Blob> {
  const box = svg.viewBox.baseVal;
  const heightPx = Math.round((widthPx * box.height) / box.width);
  const clone = svg.cloneNode(true) as SVGSVGElement;
  clone.setAttribute('width', String(widthPx));
  clone.setAttribute('height', String(heightPx));
  const url = URL.createObjectURL(
    new Blob([new XMLSerializer().serializeToString(clone)], { type: 'image/svg+xml' }),
  );
  try {
    const img = new Image();
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new Error('The drawing could not be rendered.'));
      img.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = widthPx;
    canvas.height = heightPx;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('This browser cannot draw images.');
    ctx.drawImage(img, 0, 0, widthPx, heightPx);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The PNG could not be made.'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function summaryRows(summary: DesignSummary): [string, string][] {
  const rows: [string, string][] = [
    ['Module', summary.moduleName],
    ['Panels', String(summary.panelCount)],
    ['DC size', `${summary.kwDc.toFixed(2)} kWdc`],
    ['DC/AC', summary.dcAc.message],
    [
      'Annual production',
      summary.annualKwh === null
        ? (summary.productionNote ?? '—')
        : `${summary.annualKwh.toLocaleString('en-US')} kWh`,
    ],
  ];
  if (summary.offsetPct !== null) rows.push(['Offset of annual use', `${summary.offsetPct}%`]);
  if (summary.station) rows.push(['Weather station', summary.station]);
  for (const p of summary.planes)
    rows.push([
      p.name,
      `${p.panels} panels, ${p.kwDc.toFixed(2)} kWdc, pitch ${Math.round(p.pitchDeg * 10) / 10}°, azimuth ${Math.round(p.azimuthDeg)}°` +
        (p.annualKwh === null ? '' : `, ${p.annualKwh.toLocaleString('en-US')} kWh/yr`),
    ]);
  return rows;
}

export async function designPdf(name: string, png: Blob, summary: DesignSummary): Promise<Blob> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // WinAnsi fonts cannot draw every character; keep to what they can.
  const safe = (s: string) => s.replace(/[^\x20-\x7E°–—]/g, '-').replace(/[–—]/g, '-');
  page.drawText(safe(name), { x: 40, y: 750, size: 18, font: bold });
  const image = await pdf.embedPng(new Uint8Array(await png.arrayBuffer()));
  const w = 532;
  const h = Math.min(380, (image.height / image.width) * w);
  page.drawImage(image, { x: 40, y: 730 - h, width: (image.width / image.height) * h, height: h });
  let y = 710 - h;
  for (const [label, value] of summaryRows(summary)) {
    if (y < 40) break;
    page.drawText(safe(label), { x: 40, y, size: 9, font: bold });
    const text = safe(value);
    page.drawText(text.length > 95 ? `${text.slice(0, 94)}...` : text, {
      x: 170,
      y,
      size: 9,
      font,
      color: rgb(0.2, 0.2, 0.2),
    });
    y -= 14;
  }
  const bytes = await pdf.save();
  return new Blob([new Uint8Array(bytes)], { type: 'application/pdf' });
}

export function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
