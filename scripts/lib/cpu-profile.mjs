// Summarises a V8 .cpuprofile (node --cpu-prof): the top functions by self time and by
// inclusive time, over the samples of the last `lastSeconds` of the profile (the load window),
// as two markdown tables. Idle, GC and program frames are listed like any other.
import path from 'node:path';

const frameName = (node, root) => {
  const { functionName, url, lineNumber } = node.callFrame;
  let where = url || '';
  const nm = where.lastIndexOf('node_modules/');
  if (nm >= 0) where = where.slice(nm + 'node_modules/'.length);
  else if (where.startsWith('file://')) where = path.relative(root, where.slice('file://'.length));
  else if (where.startsWith('/')) where = path.relative(root, where);
  return `${functionName || '(anonymous)'}${where ? ` ${where}:${lineNumber + 1}` : ''}`;
};

export function summariseProfile(profile, { lastSeconds = Infinity, top = 15, root = process.cwd() } = {}) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Sample timestamps: startTime plus the running sum of timeDeltas (microseconds).
  const times = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) times.push((t += d));
  const from = profile.endTime - lastSeconds * 1e6;
  const self = new Map();
  const inclusive = new Map();
  let total = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    if (times[i] < from) return;
    total += 1;
    const node = byId.get(id);
    if (node.callFrame.functionName === '(idle)') idle += 1;
    const name = frameName(node, root);
    self.set(name, (self.get(name) ?? 0) + 1);
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const key = frameName(byId.get(cur), root);
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + 1);
    }
  });
  const pct = (n) => `${((100 * n) / total).toFixed(1)} %`;
  const table = (title, map) => {
    const rows = [...map.entries()]
      .filter(([k]) => k !== '(root)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v], i) => `| ${i + 1} | \`${k.replace(/\|/g, '\\|')}\` | ${pct(v)} |`);
    return [`${title}`, '', '| # | function | share of samples |', '|---:|---|---:|', ...rows, ''].join('\n');
  };
  return [
    `${total} samples in the last ${lastSeconds.toFixed(1)} s of the profile; idle ${pct(idle)}.`,
    '',
    table('Top by self time:', self),
    table('Top by inclusive time (the function and what it calls):', inclusive),
  ].join('\n');
}
