/**
 * The designer's document with undo and redo. `commit` records a step; `preview` changes the document
 * without one (a panel being dragged), and the drag's end commits from where the drag began.
 */
import type { DesignDoc } from '@common/schemas/solar-designs';
import { DEFAULT_MODULE_ID } from '@common/solar/designer';

export const HISTORY_LIMIT = 100;

export interface DesignHistory {
  past: DesignDoc[];
  present: DesignDoc;
  future: DesignDoc[];
  /** The document before a preview began, so the commit at its end is one step. */
  previewFrom: DesignDoc | null;
}

export type HistoryAction =
  | { type: 'commit'; doc: DesignDoc }
  | { type: 'preview'; doc: DesignDoc }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'load'; doc: DesignDoc };

export function emptyDoc(): DesignDoc {
  return {
    schemaVersion: 1,
    zip: null,
    annualUsageKwh: null,
    moduleId: DEFAULT_MODULE_ID,
    orientation: 'portrait',
    spacingM: 0.02,
    inverterAcKw: 7.6,
    setbackProfile: 'irc-2018',
    planes: [],
    obstructions: [],
    panels: [],
    photo: null,
  };
}

export function startHistory(doc: DesignDoc = emptyDoc()): DesignHistory {
  return { past: [], present: doc, future: [], previewFrom: null };
}

export function historyReducer(state: DesignHistory, action: HistoryAction): DesignHistory {
  switch (action.type) {
    case 'load':
      return startHistory(action.doc);
    case 'preview':
      return { ...state, present: action.doc, previewFrom: state.previewFrom ?? state.present };
    case 'commit': {
      const from = state.previewFrom ?? state.present;
      if (from === action.doc) return { ...state, previewFrom: null };
      return {
        past: [...state.past, from].slice(-HISTORY_LIMIT),
        present: action.doc,
        future: [],
        previewFrom: null,
      };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        previewFrom: null,
      };
    }
    case 'redo': {
      const next = state.future[0];
      if (!next) return state;
      return {
        past: [...state.past, state.present],
        present: next,
        future: state.future.slice(1),
        previewFrom: null,
      };
    }
  }
}
