/**
 * Two readings of a page load's request trace (request-chain.ts), each with its deepest chain:
 * - `initiatorDepth`: a request's parent is the request its initiator names (the parser's document,
 *   or the script file at the top of the calling stack), as Lighthouse's critical request chains;
 *   it does not see a script that asks for one thing, waits, then asks for the next.
 * - `waitedRounds`: a request's round is one more than the highest round among the requests that had
 *   finished before it was sent (the document counts once its answer began) — an upper bound of how
 *   many round trips it waited for, which sees such waits. What the document names (its scripts,
 *   stylesheet and modulepreloads) is round 1 even when the browser queued it behind others.
 */
export type Traced = { url: string; sentMs: number; doneMs?: number; initiatorUrl?: string; document: boolean };
export type Chain = { depth: number; chain: string[] };

/** Deepest initiator chain among `requests` (the document's depth is 0). */
export function initiatorDepth(requests: Traced[], short: (url: string) => string): Chain {
  const known = new Map<Traced, Chain>();
  const walk = (request: Traced): Chain => {
    const held = known.get(request);
    if (held) return held;
    const parent = request.document ? undefined : requests.filter((other) => other !== request && other.url === request.initiatorUrl && other.sentMs <= request.sentMs).at(-1);
    const above = parent ? walk(parent) : { depth: -1, chain: [] };
    const mine = { depth: above.depth + 1, chain: [...above.chain, short(request.url)] };
    known.set(request, mine);
    return mine;
  };
  return deepest(requests.map(walk));
}

/** Deepest chain of waits among `requests` (the document is round 0). */
export function waitedRounds(requests: Traced[], short: (url: string) => string): Chain {
  const ordered = [...requests].sort((a, b) => a.sentMs - b.sentMs);
  const rounds = new Map<Traced, Chain>();
  const documentUrl = ordered.find((request) => request.document)?.url;
  for (const request of ordered) {
    if (request.document) {
      rounds.set(request, { depth: 0, chain: [short(request.url)] });
      continue;
    }
    // What the HTML names is round 1, however long the browser kept it queued (six connections per host).
    if (request.initiatorUrl === documentUrl) {
      rounds.set(request, { depth: 1, chain: [...rounds.get(ordered.find((other) => other.document)!)!.chain, short(request.url)] });
      continue;
    }
    const before = ordered.filter((other) => rounds.has(other) && other.doneMs !== undefined && other.doneMs <= request.sentMs);
    const latest = deepest(before.map((other) => rounds.get(other)!));
    const above = before.length ? latest : { depth: 0, chain: [] };
    rounds.set(request, { depth: above.depth + 1, chain: [...above.chain, short(request.url)] });
  }
  return deepest([...rounds.values()]);
}

const deepest = (chains: Chain[]): Chain => chains.reduce((a, b) => (b.depth > a.depth ? b : a), { depth: 0, chain: [] });
