/**
 * What the portal's build gives @rjsf/utils for `fast-uri` (vite.config.ts, resolve.alias): the two
 * functions RJSF calls (`findSchemaDefinition.js`, to follow a `$ref` against a schema's `$id`) on the
 * platform's URL parser instead of a full RFC 3986 library (about 7 kB gzip on every form page, issue 21
 * item 2). Our forms' schemas name no `$ref` nor `$id` (generated/entities, the server-driven forms),
 * so RJSF never gets here with them; a schema that did would still resolve absolute and
 * base-relative references. Tests (vitest) and the server use the package itself.
 */

/** `ref` resolved against `base` (as `new URL`); `ref` as it is when neither makes an absolute URL. */
export function resolve(base: string, ref: string): string {
  try {
    return new URL(ref, base || undefined).href;
  } catch {
    return ref;
  }
}

/** Whether two URIs are the same once normalised (by `new URL`; one that is not absolute as it is). */
export function equal(a: string, b: string): boolean {
  const normal = (uri: string) => {
    try {
      return new URL(uri).href;
    } catch {
      return uri;
    }
  };
  return normal(a) === normal(b);
}

export default { resolve, equal };
