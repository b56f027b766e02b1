import type { OperationDescriptor } from '../../src/shared/spec-model.ts';
import type { Problems } from '../problems.ts';
import type { BundledApi } from './openapi.ts';

/** A path's segments, a trailing slash kept as a last empty segment (the router tells `/a/{id}` from `/a/{id}/`). */
const segmentsOf = (path: string): string[] => path.split('/').slice(1);
const isParameter = (segment: string) => /^\{\w+\}$/.test(segment);

/** Whether a route of `pattern` answers the literal `segments`, taking at least one literal segment for a parameter. */
function takes(pattern: string[], segments: string[]): boolean {
  if (pattern.length !== segments.length) return false;
  let byParameter = false;
  for (const [i, segment] of pattern.entries()) {
    if (isParameter(segment) && !isParameter(segments[i]!) && segments[i] !== '') byParameter = true;
    else if (segment !== segments[i]) return false;
  }
  return byParameter;
}

/**
 * Literal paths must never fall to a parameter route (issue 15: `aq/request/statistics/` answered 400
 * by `aq/request/{id}/`). The router prefers a literal segment, but only where a route of that method is
 * declared: a path the spec implies — the beginning of a deeper path, `/aq/request/statistics/` of
 * `/aq/request/statistics/monthly/` — and does not declare is taken by a sibling route of the same method
 * with a parameter there, its parameter refused as "must be an integer". So a literal beginning of a
 * declared path must itself be declared wherever a same-method route would take it. A path declared for
 * another method only (an upload path, `POST ft/transaction/attachment/`) is left alone: it is reached
 * with its own method, and a wrong method is a client's mistake, not a lost path.
 */
export function checkLiteralPaths(api: BundledApi, problems: Problems): void {
  const declared = new Set(api.operations.map((o) => o.path));
  const byMethod = new Map<string, OperationDescriptor[]>();
  for (const operation of api.operations) byMethod.set(operation.method, [...(byMethod.get(operation.method) ?? []), operation]);
  const reported = new Set<string>();
  for (const [method, list] of byMethod) {
    for (const operation of list) {
      const segments = segmentsOf(operation.path);
      for (let end = 1; end < segments.length - 1; end++) {
        if (isParameter(segments[end - 1]!)) continue;
        const beginning = `/${segments.slice(0, end).join('/')}/`;
        if (declared.has(beginning)) continue;
        const taker = list.find((other) => takes(segmentsOf(other.path), segmentsOf(beginning)));
        const key = `${method} ${beginning}`;
        if (!taker || reported.has(key)) continue;
        reported.add(key);
        problems.add(
          `spec/api/${operation.module}.yaml`,
          `${method.toUpperCase()} ${beginning} (the beginning of ${operation.operationId}'s ${operation.path}) is not declared, so ${taker.operationId} (${taker.path}) would take it with a literal segment as its parameter: declare ${method.toUpperCase()} ${beginning} or rename the segment`,
        );
      }
    }
  }
}
