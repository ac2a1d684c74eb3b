/**
 * The signed contract as a PDF (pdf-lib): the parties, the chosen option with its price and finance terms, the
 * disclosures, the drawn signature, the typed name, the time (UTC), the signer's IP and user agent, and the
 * signature request's id. The dates inside the file are the signing time, so the same signing renders the
 * same bytes; the SHA-256 recorded is of the bytes stored.
 */
import type { ProposalOption } from '@common/schemas/solar-proposals';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export interface ContractInput {
  requestId: string;
  proposalId: string;
  proposalVersion: number;
  sellerName: string;
  dealTitle: string;
  signerName: string;
  signerEmail: string;
  propertyAddress: string | null;
  option: ProposalOption;
  assumptions: string[];
  signaturePng: Uint8Array;
  typedName: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
}

/** The standard fonts speak WinAnsi: typographic marks become their ASCII kin, anything else a '?'. */
export function winAnsi(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—−]/g, '-')
    .replace(/…/g, '...')
    .replace(/→/g, '->')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([612, 792]);
    this.y = 740;
  }
  private ensure(height: number) {
    if (this.y - height < 60) {
      this.page = this.doc.addPage([612, 792]);
      this.y = 740;
    }
  }
  line(text: string, options: { size?: number; bold?: boolean } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.font;
    const words = winAnsi(text).split(/\s+/);
    let current = '';
    const flush = () => {
      this.ensure(size + 4);
      this.page.drawText(current, { x: 56, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
      this.y -= size + 4;
      current = '';
    };
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > 500 && current) {
        flush();
        current = word;
      } else current = next;
    }
    if (current) flush();
  }
  gap(points = 8) {
    this.y -= points;
  }
  async image(png: Uint8Array) {
    const image = await this.doc.embedPng(png);
    const scale = Math.min(1, 240 / image.width, 90 / image.height);
    const height = image.height * scale;
    this.ensure(height + 8);
    this.page.drawImage(image, { x: 56, y: this.y - height, width: image.width * scale, height });
    this.y -= height + 8;
  }
}

function optionLines(o: ProposalOption): string[] {
  const f = o.finance;
  const lines = [
    `Option ${o.id}: ${o.label}.`,
    `System: ${o.systemKw.toFixed(2)} kW DC, ${o.panels} modules of ${o.moduleWatts} W${o.battery ? `, ${o.batteryCount} battery (${o.batteryKwh} kWh usable)` : ''}.`,
    `Modelled first-year production: ${o.annualKwh.toLocaleString('en-US')} kWh (${Math.round(o.offset * 100)}% of the annual use).`,
    `Price: ${usd(o.priceCents)} (${o.pricePerWatt.toFixed(2)} $/W DC${o.batteryCents ? ` plus ${usd(o.batteryCents)} for the battery` : ''}).`,
    `Cash: ${usd(f.cash.netCostCents)} after ${usd(f.cash.incentivesCents)} incentives and ${usd(f.cash.federalCreditCents)} federal credit.`,
    `Loan: ${usd(f.loan.amountFinancedCents)} financed plus a ${usd(f.loan.dealerFeeCents)} dealer fee = ${usd(f.loan.principalCents)} principal; ${f.loan.aprPct}% APR (${f.loan.aprWithFeePct}% counting the fee), ${f.loan.termYears * 12} payments of ${usd(f.loan.monthlyPaymentCents)}, ${usd(f.loan.totalOfPaymentsCents)} in total.`,
  ];
  if (f.lease)
    lines.push(
      `Lease: ${usd(f.lease.firstMonthlyPaymentCents)} a month rising ${f.lease.escalatorPct}% a year for ${f.lease.termYears} years, ${usd(f.lease.totalPaidCents)} in total.`,
    );
  if (f.ppa)
    lines.push(
      `PPA: $${f.ppa.firstRatePerKwh}/kWh rising ${f.ppa.escalatorPct}% a year for ${f.ppa.termYears} years, about ${usd(f.ppa.totalPaidCents)} in total.`,
    );
  return lines;
}

export async function renderContractPdf(input: ContractInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`Solar contract - ${input.dealTitle}`));
  doc.setProducer('AIZ Platform');
  doc.setCreator('AIZ Platform solar CRM');
  doc.setCreationDate(input.signedAt);
  doc.setModificationDate(input.signedAt);
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  w.line('Solar installation contract', { size: 18, bold: true });
  w.gap();
  w.line('Parties', { size: 12, bold: true });
  w.line(`Seller (installer): ${input.sellerName}`);
  w.line(`Buyer: ${input.signerName} <${input.signerEmail}>`);
  if (input.propertyAddress) w.line(`Property: ${input.propertyAddress}`);
  w.line(`Deal: ${input.dealTitle}. Proposal version ${input.proposalVersion} (${input.proposalId}).`);
  w.gap();
  w.line('The chosen option', { size: 12, bold: true });
  for (const text of optionLines(input.option)) w.line(text);
  w.gap();
  w.line('Disclosures', { size: 12, bold: true });
  for (const text of input.option.finance.disclosure) w.line(text);
  w.gap();
  w.line('Assumptions', { size: 12, bold: true });
  for (const text of input.assumptions) w.line(`- ${text}`);
  w.gap();
  w.line('Signature', { size: 12, bold: true });
  w.line(`The buyer agreed to sign electronically and chose option ${input.option.id}.`);
  await w.image(input.signaturePng);
  w.line(`Typed name: ${input.typedName}`);
  w.line(`Signed at: ${input.signedAt.toISOString()} (UTC)`);
  w.line(`IP address: ${input.ip}`);
  w.line(`User agent: ${input.userAgent || 'not sent'}`);
  w.line(`Signature request: ${input.requestId}`);
  return doc.save({ useObjectStreams: false });
}
