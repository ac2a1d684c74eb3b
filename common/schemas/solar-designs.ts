/**
 * Roof designs (issue 24, the designer at /solar-designer): the document the designer edits (roof planes in
 * plan view, obstructions, panels, the module and inverter), the summary the server computes on every save,
 * and the production request. Geometry and rules: common/solar/designer/. Routes: /api/solar/designs.
 */
import { z } from 'zod';

const number = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .refine(Number.isFinite, `${label} must be a number.`)
    .refine((v) => v >= min && v <= max, `${label} must be between ${min} and ${max}.`);

const id = z
  .string({ error: 'An id must be text.' })
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'An id is 1 to 40 letters, digits, - or _.');

/** Metres in plan view, x to the east and y to the south (as drawn: north is up). */
export const designPointSchema = z
  .object({ x: number('x', -1000, 1000), y: number('y', -1000, 1000) })
  .strict();

export const ROOF_EDGE_KINDS = ['ridge', 'eave', 'rake', 'hip', 'valley'] as const;
export type RoofEdgeKind = (typeof ROOF_EDGE_KINDS)[number];
const edgeKindSchema = z.enum(ROOF_EDGE_KINDS, { error: 'An edge is ridge, eave, rake, hip or valley.' });

export const roofPlaneSchema = z
  .object({
    id,
    name: z.string().trim().min(1, 'A plane needs a name.').max(40, 'A plane name is at most 40 characters.'),
    /** Corners in plan view, in order; edge i runs from corner i to corner i+1. */
    points: z
      .array(designPointSchema)
      .min(3, 'A roof plane has at least 3 corners.')
      .max(40, 'At most 40 corners.'),
    edges: z.array(edgeKindSchema).max(40),
    /** Degrees from horizontal (6/12 is 26.57°). */
    pitchDeg: number('Pitch', 0, 60),
    /** Degrees clockwise from north the plane faces (downslope), 180 = south. */
    azimuthDeg: number('Azimuth', 0, 360),
  })
  .strict()
  .refine((p) => p.edges.length === p.points.length, 'A plane has one edge type per corner.');
export type RoofPlane = z.infer<typeof roofPlaneSchema>;

export const obstructionSchema = z.discriminatedUnion('shape', [
  z
    .object({
      id,
      shape: z.literal('rect'),
      x: number('x', -1000, 1000),
      y: number('y', -1000, 1000),
      w: number('Width', 0.01, 50),
      h: number('Depth', 0.01, 50),
      /** Clear distance kept around it, metres in plan. */
      buffer: number('Buffer', 0, 5),
    })
    .strict(),
  z
    .object({
      id,
      shape: z.literal('circle'),
      x: number('x', -1000, 1000),
      y: number('y', -1000, 1000),
      r: number('Radius', 0.01, 25),
      buffer: number('Buffer', 0, 5),
    })
    .strict(),
]);
export type Obstruction = z.infer<typeof obstructionSchema>;

export const PANEL_ORIENTATIONS = ['portrait', 'landscape'] as const;
export type PanelOrientation = (typeof PANEL_ORIENTATIONS)[number];
const orientationSchema = z.enum(PANEL_ORIENTATIONS, { error: 'Orientation is portrait or landscape.' });

/** A panel on a plane, in the plane's sloped coordinates (metres on the roof surface): its lower-left corner. */
export const placedPanelSchema = z
  .object({
    id,
    planeId: id,
    s: number('s', -2000, 2000),
    t: number('t', -2000, 2000),
    orientation: orientationSchema,
  })
  .strict();
export type PlacedPanel = z.infer<typeof placedPanelSchema>;

export const SETBACK_PROFILES = ['irc-2018', 'none'] as const;
export type SetbackProfileId = (typeof SETBACK_PROFILES)[number];

export const DESIGN_MAX_PLANES = 60;
export const DESIGN_MAX_PANELS = 2000;
export const DESIGN_DOC_MAX_BYTES = 256 * 1024;

export const designDocSchema = z
  .object({
    schemaVersion: z.literal(1, { error: 'This design was saved by a newer version; reload the page.' }),
    zip: z
      .string()
      .regex(/^\d{5}$/, 'A ZIP code is 5 digits.')
      .nullable(),
    /** The home's yearly use, kWh, for the offset. */
    annualUsageKwh: number('Annual usage', 0, 10_000_000).nullable(),
    moduleId: z.string().max(60),
    orientation: orientationSchema,
    /** Gap between neighbouring modules, metres. */
    spacingM: number('Module spacing', 0, 0.5),
    inverterAcKw: number('Inverter AC size', 0.1, 1000),
    setbackProfile: z.enum(SETBACK_PROFILES, { error: 'The setback profile is irc-2018 or none.' }),
    planes: z.array(roofPlaneSchema).max(DESIGN_MAX_PLANES, `At most ${DESIGN_MAX_PLANES} roof planes.`),
    obstructions: z.array(obstructionSchema).max(200, 'At most 200 obstructions.'),
    panels: z.array(placedPanelSchema).max(DESIGN_MAX_PANELS, `At most ${DESIGN_MAX_PANELS} panels.`),
    /** The aerial photo's placement (the image itself is stored beside the design). */
    photo: z
      .object({
        metresPerPixel: number('Photo scale', 0.0001, 10),
        widthPx: number('Photo width', 1, 20_000),
        heightPx: number('Photo height', 1, 20_000),
      })
      .strict()
      .nullable(),
  })
  .strict();
export type DesignDoc = z.infer<typeof designDocSchema>;

export const designPlaneSummarySchema = z.object({
  planeId: z.string(),
  name: z.string(),
  panels: z.number(),
  kwDc: z.number(),
  slopedAreaM2: z.number(),
  planAreaM2: z.number(),
  pitchDeg: z.number(),
  azimuthDeg: z.number(),
  annualKwh: z.number().nullable(),
});
export const dcAcCheckSchema = z.object({
  ratio: z.number().nullable(),
  status: z.enum(['ok', 'low', 'high', 'none']),
  message: z.string(),
});
export const designSummarySchema = z.object({
  panelCount: z.number(),
  kwDc: z.number(),
  moduleName: z.string(),
  planes: z.array(designPlaneSummarySchema),
  dcAc: dcAcCheckSchema,
  annualKwh: z.number().nullable(),
  offsetPct: z.number().nullable(),
  /** Why production is missing, when it is. */
  productionNote: z.string().nullable(),
  station: z.string().nullable(),
});
export type DesignSummary = z.infer<typeof designSummarySchema>;
export type DcAcCheck = z.infer<typeof dcAcCheckSchema>;

export const designNameSchema = z
  .string({ error: 'The name must be text.' })
  .trim()
  .min(1, 'Give the design a name.')
  .max(120, 'The name is at most 120 characters.');

export const designWriteSchema = z
  .object({
    name: designNameSchema,
    doc: designDocSchema,
    dealId: z.uuid('That is not a deal id.').nullable().optional(),
  })
  .strict();
export type DesignWrite = z.infer<typeof designWriteSchema>;

export const designSchema = z.object({
  id: z.string(),
  name: z.string(),
  dealId: z.string().nullable(),
  doc: designDocSchema,
  summary: designSummarySchema,
  demo: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SolarDesign = z.infer<typeof designSchema>;

export const designListItemSchema = designSchema.omit({ doc: true });
export const designListSchema = z.object({ designs: z.array(designListItemSchema) });
export type DesignList = z.infer<typeof designListSchema>;

export const designListQuerySchema = z.object({
  workspace: z.uuid('That is not a workspace id.').optional(),
  deal: z.uuid('That is not a deal id.').optional(),
});

export const designProductionRequestSchema = z
  .object({
    zip: z.string().regex(/^\d{5}$/, 'A ZIP code is 5 digits.'),
    /** The inverter's AC size; absent: the model's default DC/AC ratio of 1.2. */
    inverterAcKw: number('Inverter AC size', 0.1, 1000).optional(),
    planes: z
      .array(
        z
          .object({
            tilt: number('Tilt', 0, 60),
            azimuth: number('Azimuth', 0, 360),
            kwDc: number('kWdc', 0, 1000),
          })
          .strict(),
      )
      .min(1, 'Give at least one plane.')
      .max(DESIGN_MAX_PLANES, `At most ${DESIGN_MAX_PLANES} planes.`),
  })
  .strict();
export type DesignProductionRequest = z.infer<typeof designProductionRequestSchema>;

export const designProductionSchema = z.object({
  planes: z.array(z.object({ annualKwh: z.number(), monthlyKwh: z.array(z.number()) })),
  annualKwh: z.number(),
  station: z.object({ name: z.string(), state: z.string(), distanceKm: z.number() }),
  dcAcRatio: z.number(),
});
export type DesignProduction = z.infer<typeof designProductionSchema>;

export const designAttachmentSchema = z.object({
  documentId: z.string(),
  dealId: z.string(),
  name: z.string(),
  size: z.number(),
  sha256: z.string(),
});
export type DesignAttachment = z.infer<typeof designAttachmentSchema>;

export const DESIGN_PNG_MAX_BYTES = 2 * 1024 * 1024;
export const DESIGN_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
