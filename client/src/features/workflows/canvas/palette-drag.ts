/** The drag-and-drop format of a node type dragged from the palette onto the canvas. */
export const NODE_TYPE_MIME = 'application/x-aiz-node-type';
