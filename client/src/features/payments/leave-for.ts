/** Sends the browser to another site (Stripe's checkout page). Its own file so tests can replace it. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
