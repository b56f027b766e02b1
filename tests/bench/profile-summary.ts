/**
 * What a V8 CPU profile (.cpuprofile) says in a few lines: self time by where the code lives
 * (our files, each package, Node's internals, GC, the idle loop), the functions with the most
 * self time, and the inclusive time of the functions that called the most (a function counted
 * once per sample however often it is on the stack).
 */
type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
export type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** Where a frame's code lives: `src/server/…` files by folder, packages by name, Node's own, or V8's pseudo-frames. */
export function placeOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName || 'anonymous'}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const ours = /\/(src\/server\/.*|generated\/.*|src\/shared\/.*)$/.exec(url);
  if (ours) return ours[1]!;
  return url.startsWith('node:') ? url : url.replace(/^file:\/\/.*\/work\/[^/]+\//, '');
}

const label = (frame: CallFrame) => `${frame.functionName || '(anonymous)'} ${placeOf(frame)}:${frame.lineNumber + 1}`;

/** Self and inclusive milliseconds per place and per function. */
export function summarise(profile: CpuProfile, top = 25): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const selfByPlace = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') {
      idle += ms;
      return;
    }
    total += ms;
    const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + ms);
    add(selfByPlace, placeOf(node.callFrame));
    add(selfByFunction, label(node.callFrame));
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = label(byId.get(at)!.callFrame);
      if (!seen.has(key)) add(inclusive, key);
      seen.add(key);
    }
  });
  const pct = (ms: number) => `${((ms / total) * 100).toFixed(1).padStart(5)}%`;
  const table = (title: string, map: Map<string, number>, n: number) =>
    [title, ...[...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([key, ms]) => `  ${pct(ms)} ${ms.toFixed(0).padStart(6)} ms  ${key}`)].join('\n');
  return [
    `busy ${total.toFixed(0)} ms, idle ${idle.toFixed(0)} ms`,
    table('self time by place', selfByPlace, top),
    table('self time by function', selfByFunction, top),
    table('inclusive time by function', inclusive, top * 2),
  ].join('\n');
}
