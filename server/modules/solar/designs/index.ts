/** The designer's server side: designs in a CRM workspace, production per plane, attach and photo. README.md. */
export { attachDesign } from './attach-design';
export { deleteDesign } from './delete-design';
export { getDesign, listDesigns } from './list-designs';
export { designProduction } from './production';
export { DESIGN_PRODUCTION_LIMIT, solarDesignRoutes } from './routes';
export { createDesign, updateDesign } from './save-design';
