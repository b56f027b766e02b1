/** What the request log keeps of a URL: `?token=` login links and `?auth_token=` export links are secrets. */
const SECRET_PARAMS = /([?&](?:token|auth_token)=)[^&#]*/gi;

/** The URL with the values of its secret query parameters replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Fastify's request serializer, with the URL redacted. */
export function requestForLog(request: { method: string; url: string; hostname?: string; ip?: string }) {
  return { method: request.method, url: redactUrl(request.url), host: request.hostname, remoteAddress: request.ip };
}
