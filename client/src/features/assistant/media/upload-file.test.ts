import { MAX_UPLOAD_BYTES } from '@common/schemas/assistant';
import { describe, expect, it } from 'vitest';
import { checkUpload, formatBytes, TOO_LARGE_MESSAGE, WRONG_TYPE_MESSAGE } from './upload-file';

describe('checkUpload', () => {
  it('accepts the spec types by media type or extension', () => {
    for (const [name, type] of [
      ['a.png', 'image/png'],
      ['a.mp4', 'video/mp4'],
      ['a.mp3', 'audio/mpeg'],
      ['a.pdf', 'application/pdf'],
      ['a.doc', ''],
      ['a.docx', ''],
      ['notes.txt', 'text/plain'],
    ])
      expect(checkUpload({ name: name!, type: type!, size: 10 }), name).toBeNull();
  });

  it('refuses other types and files over the cap', () => {
    expect(checkUpload({ name: 'a.exe', type: 'application/x-msdownload', size: 10 })).toBe(
      WRONG_TYPE_MESSAGE,
    );
    expect(checkUpload({ name: 'a.html', type: 'text/html', size: 10 })).toBe(WRONG_TYPE_MESSAGE);
    expect(checkUpload({ name: 'a.png', type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      TOO_LARGE_MESSAGE,
    );
    expect(checkUpload({ name: 'a.png', type: 'image/png', size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
