/** Extra facts a route declares for the server render. */
export interface RouteHandle {
  /** The HTTP status the page is served with (200 when absent). */
  statusCode?: number;
}
