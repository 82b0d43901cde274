/** Spec section 9: login, logout and error redirects wait 1 s so the member can read the message. */
export const redirectDelayMs = 1000;

/**
 * Full-page navigations: after a session change nothing of the old page should survive. One module, so component
 * tests can replace it (jsdom cannot navigate).
 */
export const pageNavigation = {
  goHomeSoon(): void {
    window.setTimeout(() => window.location.assign('/'), redirectDelayMs);
  },
  reload(): void {
    window.location.reload();
  },
  leaveTo(url: string): void {
    window.location.assign(url);
  },
};
