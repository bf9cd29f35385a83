/** The ids with `id` moved one place up or down; the same list when it cannot move that way. */
export function moveInList(ids: readonly string[], id: string, direction: 'up' | 'down'): string[] {
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from === -1 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** The ids with `id` dropped where `targetId` was (drag and drop). */
export function dropInList(ids: readonly string[], id: string, targetId: string): string[] {
  if (id === targetId || !ids.includes(id) || !ids.includes(targetId)) return [...ids];
  const without = ids.filter((candidate) => candidate !== id);
  const at = without.indexOf(targetId) + (ids.indexOf(id) < ids.indexOf(targetId) ? 1 : 0);
  return [...without.slice(0, at), id, ...without.slice(at)];
}
