/** What the request log keeps of a URL: `?token=` login links and `?auth_token=` export links are secrets. */
const SECRET_PARAMS = /([?&](?:token|auth_token)=)[^&#]*/gi;
const HAS_SECRET = /[?&](?:auth_)?token=/i;

/** The URL with the values of its secret query parameters replaced. */
export function redactUrl(url: string): string {
  // Most URLs name no such parameter: the search below is cheaper than the replacement's (issue 21 item 5).
  return HAS_SECRET.test(url) ? url.replace(SECRET_PARAMS, '$1[redacted]') : url;
}

/** Fastify's request serializer, with the URL redacted. */
export function requestForLog(request: { method: string; url: string; hostname?: string; ip?: string }) {
  return { method: request.method, url: redactUrl(request.url), host: request.hostname, remoteAddress: request.ip };
}
