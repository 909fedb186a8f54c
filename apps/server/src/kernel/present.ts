/** Small helpers every answer and every partial update uses. */

/** Unix seconds, as every answer gives times; null stays null. */
export function seconds(d: Date): number;
export function seconds(d: Date | null): number | null;
export function seconds(d: Date | null): number | null {
  return d ? Math.floor(d.getTime() / 1000) : null;
}

/** `created_at` and `updated_at` of a row, in unix seconds. */
export const times = (r: { createdAt: Date; updatedAt: Date }) => ({
  created_at: seconds(r.createdAt),
  updated_at: seconds(r.updatedAt),
});

/** One line of a document's log as answered (`ZLogEntry`). */
export const presentLogEntry = (l: {
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  actorName: string;
  detail: Record<string, unknown>;
  createdAt: Date;
}) => ({
  action: l.action,
  from_status: l.fromStatus,
  to_status: l.toStatus,
  actor_name: l.actorName,
  detail: l.detail,
  created_at: seconds(l.createdAt),
});

/** Drops undefined keys so a partial update only touches what was sent. */
export function defined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
