/**
 * The goals the benchmarks are held to (issue 15's table), printed together after a run, each figure beside
 * its goal. Shared by the server bench (bench/run.ts) and the web delivery bench (apps/web/scripts).
 */
export type TGoalRow = {
  what: string;
  figure: string;
  goal: string;
  met: boolean;
  /** A figure printed for comparison, held to no goal ("info" instead of ok or MISS). */
  info?: true;
};

/** Prints the rows as a table; answers whether every goal was met. */
export function printGoals(title: string, rows: TGoalRow[]): boolean {
  console.log(`\n${title}`);
  const width = Math.max(...rows.map((r) => r.what.length));
  for (const r of rows) {
    const mark = r.info ? "info" : r.met ? "ok  " : "MISS";
    console.log(`${mark} ${r.what.padEnd(width)}  ${r.figure}  (goal ${r.goal})`);
  }
  return rows.every((r) => r.met);
}

/** A figure that must be at least `goal`. */
export const atLeast = (what: string, figure: number, goal: number, unit = ""): TGoalRow => ({
  what,
  figure: `${figure}${unit}`,
  goal: `>= ${goal}${unit}`,
  met: figure >= goal,
});

/** A figure that must stay under `goal`. */
export const under = (what: string, figure: number, goal: number, unit = ""): TGoalRow => ({
  what,
  figure: `${figure}${unit}`,
  goal: `< ${goal}${unit}`,
  met: figure < goal,
});
