/**
 * SPEC §2: a link is active when the path equals or starts with it. Home ('/') would then match
 * every path, so it is active on '/' only.
 */
export function isNavLinkActive(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(to);
}
