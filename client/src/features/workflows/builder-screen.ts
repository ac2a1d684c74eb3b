/**
 * The height of a builder screen: exactly the space under the site header (4rem and its 1px border). One
 * pixel more made the page scroll under the builder, and the browser then moved the whole page to bring a
 * field at the bottom of a side panel into view (a select clicked there scrolled the page: issue 10).
 */
export const BUILDER_SCREEN_HEIGHT = 'h-[calc(100dvh-4rem-1px)]';
