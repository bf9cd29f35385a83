// Which objects grew between two V8 heap snapshots: `node bench/lib/heap-diff.mjs start.heapsnapshot end.heapsnapshot`.
// Sums each node's self size by type and constructor name (V8's own grouping, as DevTools' Summary
// shows it) and prints the groups whose size grew most, with their counts.
import { readFileSync } from 'node:fs';

/** Map of "type name" → { count, bytes } over every node of a snapshot. */
export function heapSummary(path) {
  const snapshot = JSON.parse(readFileSync(path, 'utf8'));
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const groups = new Map();
  const { nodes, strings } = snapshot;
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = types[nodes[i + typeAt]];
    // Strings and code are grouped by type: their "names" are their contents.
    const name = ['object', 'closure', 'native'].includes(type) ? strings[nodes[i + nameAt]] : '';
    const key = `${type} ${name}`.trim();
    const group = groups.get(key) ?? { count: 0, bytes: 0 };
    group.count += 1;
    group.bytes += nodes[i + sizeAt];
    groups.set(key, group);
  }
  return groups;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [startPath, endPath, top = '25'] = process.argv.slice(2);
  const start = heapSummary(startPath);
  const end = heapSummary(endPath);
  const total = (groups) => [...groups.values()].reduce((sum, group) => sum + group.bytes, 0);
  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(2);
  console.log(`heap: ${mb(total(start))} → ${mb(total(end))} MB`);
  const rows = [...new Set([...start.keys(), ...end.keys()])]
    .map((key) => {
      const a = start.get(key) ?? { count: 0, bytes: 0 };
      const b = end.get(key) ?? { count: 0, bytes: 0 };
      return { key, grewBytes: b.bytes - a.bytes, grewCount: b.count - a.count, endBytes: b.bytes };
    })
    .sort((x, y) => y.grewBytes - x.grewBytes)
    .slice(0, Number(top));
  for (const row of rows) console.log(`${mb(row.grewBytes).padStart(8)} MB ${String(row.grewCount).padStart(8)} objects  ${row.key.slice(0, 100)}`);
}
