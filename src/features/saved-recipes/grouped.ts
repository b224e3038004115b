/** Items split into runs of the same group name, keeping their order and overall position. */
export interface Run<T> {
  name: string | null;
  items: { item: T; index: number }[];
}

export function groupRuns<T extends { group: string | null }>(items: readonly T[]): Run<T>[] {
  const runs: Run<T>[] = [];
  items.forEach((item, index) => {
    const last = runs[runs.length - 1];
    if (last && last.name === item.group) last.items.push({ item, index });
    else runs.push({ name: item.group, items: [{ item, index }] });
  });
  return runs;
}
