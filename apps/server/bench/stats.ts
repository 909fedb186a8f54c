/** Timing helpers for bench cases. */

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
}

/** Runs fn `iterations` times (after `warmup` unmeasured runs) and answers p50/p95 in milliseconds. */
export async function latency(fn: (i: number) => Promise<unknown>, iterations = 60, warmup = 5) {
  for (let i = 0; i < warmup; i++) await fn(i);
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50_ms: round(percentile(times, 50)), p95_ms: round(percentile(times, 95)), runs: iterations };
}

/** `clients` loops calling fn for `seconds`; answers completed operations per second and failures. */
export async function throughput(clients: number, seconds: number, fn: (client: number) => Promise<unknown>) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      while (performance.now() < until) {
        try {
          await fn(c);
          done++;
        } catch {
          failed++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  return { ops_per_s: round(done / elapsed), done, failed };
}

export const round = (n: number) => Math.round(n * 10) / 10;
