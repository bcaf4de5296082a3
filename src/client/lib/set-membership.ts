/**
 * A copy of `set` with `value` in it when `present`, without it otherwise — the next state of a
 * checkbox list kept as an immutable set (React state must be a new object to re-render).
 */
export function withMembership<T>(set: ReadonlySet<T>, value: T, present: boolean): Set<T> {
  const next = new Set(set);
  if (present) next.add(value);
  else next.delete(value);
  return next;
}
