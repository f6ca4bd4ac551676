/** The embedded API as every transport sees it: a web-standard fetch handler. */
export interface FetchHandler {
  fetch(request: Request): Promise<Response>
}
