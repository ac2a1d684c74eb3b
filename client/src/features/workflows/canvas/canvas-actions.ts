/** Edits that node components make themselves (a sticky note's text), given by the canvas through context. */
import { createContext, useContext } from 'react';

export interface CanvasActions {
  readOnly: boolean;
  setStickyText(id: string, text: string): void;
}

export const CanvasActionsContext = createContext<CanvasActions>({ readOnly: true, setStickyText: () => {} });
export const useCanvasActions = () => useContext(CanvasActionsContext);
