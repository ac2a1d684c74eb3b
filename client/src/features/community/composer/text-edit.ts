/** Pure edits of the composer's text: each takes the text and selection and gives the new text and selection. */

export type TextEdit = { text: string; start: number; end: number };

/** Wraps the selection in `before`/`after` (bold, italic, code), or inserts them around `placeholder`. */
export function wrapSelection(edit: TextEdit, before: string, after: string, placeholder: string): TextEdit {
  const selected = edit.text.slice(edit.start, edit.end) || placeholder;
  const text = edit.text.slice(0, edit.start) + before + selected + after + edit.text.slice(edit.end);
  const start = edit.start + before.length;
  return { text, start, end: start + selected.length };
}

/** A code span for one line, a fenced block for several. */
export function codeFor(edit: TextEdit): TextEdit {
  const selected = edit.text.slice(edit.start, edit.end);
  return selected.includes('\n')
    ? wrapSelection(edit, '```\n', '\n```', '')
    : wrapSelection(edit, '`', '`', 'code');
}

/** `[selection](https://)` with the address selected, ready to type over. */
export function linkFor(edit: TextEdit): TextEdit {
  const label = edit.text.slice(edit.start, edit.end) || 'link text';
  const url = 'https://';
  const inserted = `[${label}](${url})`;
  const text = edit.text.slice(0, edit.start) + inserted + edit.text.slice(edit.end);
  const start = edit.start + label.length + 3;
  return { text, start, end: start + url.length };
}

/** Replaces the selection with `inserted` (an uploaded image's Markdown); the cursor goes after it. */
export function insertAtCursor(edit: TextEdit, inserted: string): TextEdit {
  const text = edit.text.slice(0, edit.start) + inserted + edit.text.slice(edit.end);
  const at = edit.start + inserted.length;
  return { text, start: at, end: at };
}

/** The "@name" being typed just before the cursor, if any: where its "@" is and what follows it. */
export function mentionAt(text: string, cursor: number): { at: number; query: string } | null {
  const match = /(^|[\s(])@([A-Za-z0-9_.-]{0,30})$/.exec(text.slice(0, cursor));
  if (!match) return null;
  const query = match[2] ?? '';
  return { at: cursor - query.length - 1, query };
}

/** Puts "@username " in place of the mention being typed. */
export function completeMention(text: string, cursor: number, username: string): TextEdit {
  const mention = mentionAt(text, cursor);
  if (!mention) return insertAtCursor({ text, start: cursor, end: cursor }, `@${username} `);
  const inserted = `@${username} `;
  const next = text.slice(0, mention.at) + inserted + text.slice(cursor);
  const at = mention.at + inserted.length;
  return { text: next, start: at, end: at };
}
