/** The roof designer at /solar-designer (issue 24). The geometry is common/solar/designer; the API server/modules/solar/designs. */
export { SolarDesignerView } from './solar-designer-view';
