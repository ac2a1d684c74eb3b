/** Colours the canvas draws with, as attributes (so an exported PNG looks as the screen does). */
export interface CanvasPalette {
  background: string;
  grid: string;
  gridMajor: string;
  text: string;
  plane: string;
  planeStroke: string;
  selected: string;
  setback: string;
  obstruction: string;
  panel: string;
  panelStroke: string;
  panelBad: string;
  drawing: string;
}

export const LIGHT: CanvasPalette = {
  background: '#ffffff',
  grid: '#eef0f3',
  gridMajor: '#d5d9e0',
  text: '#3f4652',
  plane: '#f6e7c8',
  planeStroke: '#8a6d3b',
  selected: '#d97706',
  setback: '#dc2626',
  obstruction: '#6b7280',
  panel: '#1e3a8a',
  panelStroke: '#93c5fd',
  panelBad: '#b91c1c',
  drawing: '#0891b2',
};

export const DARK: CanvasPalette = {
  background: '#0f1115',
  grid: '#1b1f27',
  gridMajor: '#2a303b',
  text: '#c9ced8',
  plane: '#3a2f1c',
  planeStroke: '#d4a656',
  selected: '#fbbf24',
  setback: '#f87171',
  obstruction: '#9ca3af',
  panel: '#1d4ed8',
  panelStroke: '#bfdbfe',
  panelBad: '#ef4444',
  drawing: '#22d3ee',
};

export function currentPalette(): CanvasPalette {
  return typeof document !== 'undefined' && document.documentElement.classList.contains('dark')
    ? DARK
    : LIGHT;
}
