/** The designer's state and actions: the document with undo/redo, tools, selection, and the edits. */
import type { DesignDoc, Obstruction, RoofPlane } from '@common/schemas/solar-designs';
import {
  fillRoof,
  findModule,
  guessEdges,
  type Point,
  pitchFromTwelfths,
  polygonArea,
} from '@common/solar/designer';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { historyReducer, startHistory } from './design-history';
import type { DesignerTool } from './designer-canvas';

const CLOSE_DISTANCE_M = 0.6;
let seq = 0;
const newId = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;

export function useDesigner() {
  const [history, dispatch] = useReducer(historyReducer, undefined, () => startHistory());
  const doc = history.present;
  const [tool, setTool] = useState<DesignerTool>('select');
  const [drawing, setDrawing] = useState<Point[]>([]);
  const [selectedPlaneId, setSelectedPlaneId] = useState<string | null>(null);
  const [selectedPanelId, setSelectedPanelId] = useState<string | null>(null);
  const [ridgeRule, setRidgeRule] = useState<string | null>(null);
  const [calibration, setCalibration] = useState<Point[]>([]);
  const [obstructionKind, setObstructionKind] = useState<'vent' | 'chimney'>('vent');

  const commit = useCallback((next: DesignDoc) => dispatch({ type: 'commit', doc: next }), []);

  const addPlane = useCallback(
    (points: Point[], name?: string, pitchDeg = pitchFromTwelfths(6), azimuthDeg = 180) => {
      if (points.length < 3 || polygonArea(points) < 0.5) return;
      const plane: RoofPlane = {
        id: newId('plane'),
        name: name ?? `Plane ${doc.planes.length + 1}`,
        points,
        edges: guessEdges(points, azimuthDeg),
        pitchDeg,
        azimuthDeg,
      };
      commit({ ...doc, planes: [...doc.planes, plane] });
      setSelectedPlaneId(plane.id);
    },
    [doc, commit],
  );

  const finishDrawing = useCallback(() => {
    if (drawing.length >= 3) addPlane(drawing);
    setDrawing([]);
  }, [drawing, addPlane]);

  const onPoint = useCallback(
    (p: Point) => {
      if (tool === 'draw') {
        const first = drawing[0];
        if (first && drawing.length >= 3 && Math.hypot(p.x - first.x, p.y - first.y) < CLOSE_DISTANCE_M)
          finishDrawing();
        else setDrawing([...drawing, p]);
      } else if (tool === 'obstruction') {
        const o: Obstruction =
          obstructionKind === 'vent'
            ? { id: newId('o'), shape: 'circle', x: p.x, y: p.y, r: 0.1, buffer: 0.3 }
            : { id: newId('o'), shape: 'rect', x: p.x - 0.4, y: p.y - 0.4, w: 0.8, h: 0.8, buffer: 0.45 };
        commit({ ...doc, obstructions: [...doc.obstructions, o] });
      } else if (tool === 'calibrate') {
        setCalibration((c) => (c.length >= 2 ? [p] : [...c, p]));
      }
    },
    [tool, drawing, finishDrawing, obstructionKind, doc, commit],
  );

  const autoFill = useCallback(() => {
    const module = findModule(doc.moduleId);
    const fill = fillRoof(
      { planes: doc.planes, obstructions: doc.obstructions, profile: doc.setbackProfile },
      { module, orientation: doc.orientation, spacingM: doc.spacingM },
    );
    setRidgeRule(fill.ridgeRule);
    commit({ ...doc, panels: fill.panels });
  }, [doc, commit]);

  const movePanel = useCallback(
    (id: string, s: number, t: number, done: boolean) => {
      const next = { ...doc, panels: doc.panels.map((p) => (p.id === id ? { ...p, s, t } : p)) };
      dispatch({ type: done ? 'commit' : 'preview', doc: next });
    },
    [doc],
  );

  const removePanel = useCallback(
    (id: string) => {
      commit({ ...doc, panels: doc.panels.filter((p) => p.id !== id) });
      setSelectedPanelId(null);
    },
    [doc, commit],
  );

  const updatePlane = useCallback(
    (plane: RoofPlane) => commit({ ...doc, planes: doc.planes.map((p) => (p.id === plane.id ? plane : p)) }),
    [doc, commit],
  );

  const removePlane = useCallback(
    (id: string) => {
      commit({
        ...doc,
        planes: doc.planes.filter((p) => p.id !== id),
        panels: doc.panels.filter((p) => p.planeId !== id),
      });
      setSelectedPlaneId(null);
    },
    [doc, commit],
  );

  // Ctrl+Z / Ctrl+Shift+Z (and Cmd on a Mac); Escape drops the plane being drawn, Enter closes it.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
        e.preventDefault();
        dispatch({ type: e.shiftKey ? 'redo' : 'undo' });
      } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'y') {
        e.preventDefault();
        dispatch({ type: 'redo' });
      } else if (e.key === 'Escape') setDrawing([]);
      else if (e.key === 'Enter' && tool === 'draw') finishDrawing();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [tool, finishDrawing]);

  return {
    history,
    doc,
    dispatch,
    commit,
    tool,
    setTool: (t: DesignerTool) => {
      setTool(t);
      setDrawing([]);
      setCalibration([]);
    },
    drawing,
    finishDrawing,
    selectedPlaneId,
    setSelectedPlaneId,
    selectedPanelId,
    setSelectedPanelId,
    ridgeRule,
    calibration,
    setCalibration,
    obstructionKind,
    setObstructionKind,
    onPoint,
    addPlane,
    autoFill,
    movePanel,
    removePanel,
    updatePlane,
    removePlane,
  };
}

export type Designer = ReturnType<typeof useDesigner>;
