/** `?welcome` on any address opens the welcome dialog (for signed-out visitors, e.g. from a campaign). */
export const WELCOME_LINK_PARAM = 'welcome';

export function hasWelcomeLink(search: string): boolean {
  return new URLSearchParams(search).has(WELCOME_LINK_PARAM);
}
