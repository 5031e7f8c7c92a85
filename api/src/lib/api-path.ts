/** Whether a request's URL is the API's (/api, /api/…, /api?…), not a web app page or file such as /apiary.html. */
export function isApiPath(url: string) {
  return url.startsWith('/api') && (url.length === 4 || url[4] === '/' || url[4] === '?');
}
