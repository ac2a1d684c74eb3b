/** The e-mail that carries a signing link to the signer, pure. */
import type { MailMessage } from '../../../mail';

export interface SignatureMailInput {
  to: string;
  signerName: string;
  sellerName: string;
  dealTitle: string;
  link: string;
  expiresAt: Date;
}

/** A header must stay on one line whatever was typed. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

export function signatureRequestMail(input: SignatureMailInput): MailMessage {
  const day = input.expiresAt.toISOString().slice(0, 10);
  return {
    to: input.to,
    subject: `Your solar proposal from ${oneLine(input.sellerName)} is ready to sign`,
    text: [
      `Hi ${oneLine(input.signerName)},`,
      '',
      `${oneLine(input.sellerName)} sent you a solar proposal (${oneLine(input.dealTitle)}) to review and sign.`,
      'Open this link to see the three options, choose one and sign:',
      '',
      input.link,
      '',
      `The link works until ${day} (UTC) and can be used to sign once. Do not forward it: anyone with the link can sign.`,
      'If you did not expect this, you can ignore this e-mail.',
      '',
    ].join('\n'),
  };
}
