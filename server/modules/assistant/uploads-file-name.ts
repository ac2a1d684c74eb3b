/** Upload names: safe to store, to show and to put in a Content-Disposition header. */
import type { AcceptedType } from './uploads-content';

export const MAX_FILE_NAME_LENGTH = 200;

/**
 * The last path segment of what the browser sent, without control characters, quotes or characters
 * that file systems refuse, at most 200 characters, and with an extension that matches the content.
 */
export function sanitizeFileName(sent: string | null, accepted: AcceptedType): string {
  const base = (sent ?? '').split(/[/\\]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/["<>:|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (!accepted.extensions.includes(ext)) name = `${name || 'file'}.${accepted.extensions[0]}`;
  if (name.length > MAX_FILE_NAME_LENGTH) {
    const suffix = name.slice(name.lastIndexOf('.'));
    name = `${name.slice(0, MAX_FILE_NAME_LENGTH - suffix.length)}${suffix}`;
  }
  return name;
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
