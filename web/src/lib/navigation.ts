/**
 * Navigation for code that runs outside React (the HTTP client). The app wires the router in at start;
 * until then a full page load does the job.
 */
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate) {
  navigateImpl = navigate;
}

export function navigateTo(to: string) {
  navigateImpl(to);
}
