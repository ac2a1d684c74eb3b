import { describe, expect, it } from 'vitest';
import { documentProblem, formatBytes } from './document-check';

describe('documentProblem', () => {
  it('takes the server’s five types up to 10 MB, whatever the case of the extension', () => {
    for (const name of ['a.pdf', 'b.PNG', 'c.jpg', 'd.jpeg', 'e.csv', 'f.docx']) {
      expect(documentProblem({ name, size: 1000 })).toBeNull();
    }
    expect(documentProblem({ name: 'a.pdf', size: 10 * 1024 * 1024 })).toBeNull();
  });
  it('refuses other types, larger files and empty ones', () => {
    expect(documentProblem({ name: 'a.exe', size: 10 })).toBe('Upload a PDF, PNG, JPEG, CSV or DOCX file.');
    expect(documentProblem({ name: 'noextension', size: 10 })).toBe(
      'Upload a PDF, PNG, JPEG, CSV or DOCX file.',
    );
    expect(documentProblem({ name: 'a.pdf', size: 10 * 1024 * 1024 + 1 })).toBe(
      'A document is at most 10 MB.',
    );
    expect(documentProblem({ name: 'a.pdf', size: 0 })).toBe('That file is empty.');
  });
});

describe('formatBytes', () => {
  it('writes bytes, KB and MB', () => {
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(3.1 * 1024 * 1024)).toBe('3.1 MB');
  });
});
