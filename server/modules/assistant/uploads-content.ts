/**
 * What an uploaded file is, judged by its bytes (the name and the declared type are not trusted):
 * file-type reads the signature of the first bytes; plain text is UTF-8 without NUL bytes, checked
 * over the whole file as it streams.
 */
import { fileTypeFromBuffer } from 'file-type';

/** Enough for every accepted signature, including a .docx's [Content_Types].xml entry. */
export const SNIFF_BYTES = 64 * 1024;

export interface AcceptedType {
  mediaType: string;
  /** Extensions a file of this type may keep; the first is added when the name has none of them. */
  extensions: string[];
}

const type = (mediaType: string, ...extensions: string[]): AcceptedType => ({ mediaType, extensions });

/** file-type's extension → what we store and serve. */
const ACCEPTED_BY_SIGNATURE: Record<string, AcceptedType> = {
  png: type('image/png', 'png'),
  jpg: type('image/jpeg', 'jpg', 'jpeg'),
  gif: type('image/gif', 'gif'),
  webp: type('image/webp', 'webp'),
  mp4: type('video/mp4', 'mp4', 'm4v'),
  webm: type('video/webm', 'webm'),
  mov: type('video/quicktime', 'mov', 'qt'),
  mp3: type('audio/mpeg', 'mp3'),
  wav: type('audio/wav', 'wav'),
  ogg: type('audio/ogg', 'ogg', 'oga'),
  oga: type('audio/ogg', 'oga', 'ogg'),
  opus: type('audio/ogg', 'opus', 'ogg'),
  spx: type('audio/ogg', 'spx', 'ogg'),
  m4a: type('audio/mp4', 'm4a'),
  pdf: type('application/pdf', 'pdf'),
  // An OLE2 compound file: what a Word 97-2003 .doc is.
  cfb: type('application/msword', 'doc'),
  docx: type('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'),
};

export const TEXT_TYPE = type('text/plain', 'txt', 'text', 'md', 'markdown', 'csv', 'log');
const AUDIO_WEBM = type('audio/webm', 'webm', 'weba');

export const ACCEPTED_DESCRIPTION =
  'images (PNG, JPEG, GIF, WebP), video (MP4, WebM, QuickTime), audio (MP3, WAV, Ogg, WebM, M4A), PDF, Word (DOC, DOCX) and plain text or markdown (UTF-8)';

export const ACCEPTED_MEDIA_TYPES = [
  ...new Set([
    ...Object.values(ACCEPTED_BY_SIGNATURE).map((t) => t.mediaType),
    AUDIO_WEBM.mediaType,
    TEXT_TYPE.mediaType,
  ]),
];

export type Verdict =
  | { kind: 'accepted'; type: AcceptedType }
  | { kind: 'refused'; detected: string | null }
  | { kind: 'undecided' };

/**
 * Follows one file's bytes as they stream: keeps the first SNIFF_BYTES for the signature and checks
 * the whole file for text.
 */
export class UploadContentCheck {
  private readonly sample: Buffer[] = [];
  private sampled = 0;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private maybeText = true;
  private signature: Verdict | undefined;

  constructor(private readonly declaredType: string | null = null) {}

  push(chunk: Uint8Array): void {
    if (this.sampled < SNIFF_BYTES) {
      const take = chunk.subarray(0, SNIFF_BYTES - this.sampled);
      this.sample.push(Buffer.from(take));
      this.sampled += take.byteLength;
    }
    if (this.maybeText && this.signature?.kind !== 'accepted') {
      if (chunk.includes(0)) this.maybeText = false;
      else
        try {
          this.decoder.decode(chunk, { stream: true });
        } catch {
          this.maybeText = false;
        }
    }
  }

  get sampleComplete(): boolean {
    return this.sampled >= SNIFF_BYTES;
  }

  /**
   * The verdict from the signature alone, once the sample is complete: accepted, refused (a known
   * binary type we do not take), or undecided (maybe text: only the whole file can tell).
   */
  async early(): Promise<Verdict> {
    const signature = await this.signatureVerdict();
    if (signature.kind === 'refused' && this.maybeText) return { kind: 'undecided' };
    return signature;
  }

  /** The verdict once every byte has been pushed. */
  async final(): Promise<Verdict> {
    const signature = await this.signatureVerdict();
    if (signature.kind === 'accepted') return signature;
    if (this.maybeText) {
      try {
        this.decoder.decode(); // flush: a truncated UTF-8 sequence at the end throws
        return { kind: 'accepted', type: TEXT_TYPE };
      } catch {
        this.maybeText = false;
      }
    }
    return signature.kind === 'refused' ? signature : { kind: 'refused', detected: null };
  }

  private async signatureVerdict(): Promise<Verdict> {
    this.signature ??= await this.bySignature();
    return this.signature;
  }

  private async bySignature(): Promise<Verdict> {
    const detected = await fileTypeFromBuffer(Buffer.concat(this.sample));
    if (!detected) return { kind: 'undecided' };
    if (detected.ext === 'webm' && this.declaredType?.toLowerCase().startsWith('audio/')) {
      return { kind: 'accepted', type: AUDIO_WEBM };
    }
    const accepted = ACCEPTED_BY_SIGNATURE[detected.ext];
    return accepted ? { kind: 'accepted', type: accepted } : { kind: 'refused', detected: detected.mime };
  }
}
