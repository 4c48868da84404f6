/** The meta element in which the server writes the direct line of the service it answered the page for. */
const SERVED_SERVICE_LINE_META = "hitch-service-line";

/**
 * That line, when the server knew the page's service (a link, case, feedback or flow page) and the service has one.
 * A page whose first call fails for the network has nothing else to dial: its error screen's Call button uses this.
 * (The app's own navigations keep the document, and with it the element, of the page they started on: the same
 * service's.)
 */
export function servedServiceLine(): string | null {
  return document.querySelector(`meta[name="${SERVED_SERVICE_LINE_META}"]`)?.getAttribute("content") || null;
}
