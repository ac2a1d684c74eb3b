/**
 * The editor's keyboard: the shortcuts of shortcuts.ts, and the clipboard through the browser's copy,
 * cut and paste events (so pasting needs no permission prompt). Keys typed into a field stay there.
 */
import { countOf } from '@common/plural';
import type { NodePosition, WorkflowDocument } from '@common/workflow/document';
import { useEffect, useRef } from 'react';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api';
import { useConvertWorkflow } from '../api';
import { copySelection, parseClipboard, pasteFragment, pasteOffset } from '../document/clipboard';
import { removeItems } from '../document/operations';
import { isTypingTarget, shortcutOf } from './shortcuts';

export interface CanvasKeyboard {
  document: WorkflowDocument;
  selection: ReadonlySet<string>;
  change(next: WorkflowDocument): void;
  undo(): void;
  redo(): void;
  setSelection(ids: Set<string>): void;
  openPalette(): void;
  addSticky(): void;
  tidyUp(): void;
  zoomToFit(): void;
  test(): void;
  save(): void;
  help(): void;
  close(): void;
  pasteAt(): NodePosition;
}

/** A dialog is open (the palette, help, publish): its keys are its own. */
const dialogOpen = () => Boolean(window.document.querySelector('[role="dialog"]'));

export function useCanvasKeyboard(k: CanvasKeyboard): void {
  const ref = useRef(k);
  ref.current = k;
  const convert = useConvertWorkflow();
  const convertRef = useRef(convert.mutateAsync);
  convertRef.current = convert.mutateAsync;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target) || event.defaultPrevented) return;
      const action = shortcutOf(event);
      if (!action || (dialogOpen() && action !== 'close')) return;
      const c = ref.current;
      // Copy and cut run in the clipboard events below; the browser must keep the key.
      if (action === 'copy' || action === 'cut') return;
      event.preventDefault();
      if (action === 'undo') c.undo();
      else if (action === 'redo') c.redo();
      else if (action === 'select-all') {
        c.setSelection(
          new Set([...c.document.nodes.map((n) => n.id), ...(c.document.stickyNotes ?? []).map((s) => s.id)]),
        );
      } else if (action === 'open-palette') c.openPalette();
      else if (action === 'add-sticky') c.addSticky();
      else if (action === 'auto-layout') c.tidyUp();
      else if (action === 'zoom-to-fit') c.zoomToFit();
      else if (action === 'test-workflow') c.test();
      else if (action === 'save') c.save();
      else if (action === 'help') c.help();
      else if (action === 'close') c.close();
    };

    const onCopy = (event: ClipboardEvent, cut: boolean) => {
      if (isTypingTarget(event.target) || dialogOpen()) return;
      const c = ref.current;
      const text = copySelection(c.document, c.selection);
      if (!text || !event.clipboardData) return;
      event.preventDefault();
      event.clipboardData.setData('text/plain', text);
      if (cut) {
        c.change(removeItems(c.document, c.selection));
        c.setSelection(new Set());
      }
    };

    const onPaste = async (event: ClipboardEvent) => {
      if (isTypingTarget(event.target) || dialogOpen()) return;
      const text = event.clipboardData?.getData('text/plain') ?? '';
      const parsed = parseClipboard(text);
      if (parsed.kind === 'none') return;
      event.preventDefault();
      let fragment = parsed.kind === 'fragment' ? parsed.fragment : null;
      if (parsed.kind === 'foreign') {
        try {
          const converted = await convertRef.current(parsed.text);
          fragment = converted.document;
          toast({
            title: `Pasted ${countOf(converted.document.nodes.length, 'node')} from ${converted.report.format}`,
          });
        } catch (err) {
          toast({
            title: 'That is not a workflow we can paste',
            description: serverMessage(err) ?? 'Copy nodes from this canvas, n8n, Flowise or Dify.',
            variant: 'destructive',
          });
          return;
        }
      }
      if (!fragment) return;
      const c = ref.current;
      const offset = parsed.kind === 'fragment' ? pasteOffset(fragment) : pasteOffset(fragment, c.pasteAt());
      const { doc, ids } = pasteFragment(c.document, fragment, offset);
      c.change(doc);
      c.setSelection(new Set(ids));
    };

    const copy = (e: ClipboardEvent) => onCopy(e, false);
    const cut = (e: ClipboardEvent) => onCopy(e, true);
    const paste = (e: ClipboardEvent) => void onPaste(e);
    window.addEventListener('keydown', onKey);
    window.addEventListener('copy', copy);
    window.addEventListener('cut', cut);
    window.addEventListener('paste', paste);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('copy', copy);
      window.removeEventListener('cut', cut);
      window.removeEventListener('paste', paste);
    };
  }, []);
}
