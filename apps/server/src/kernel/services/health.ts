/**
 * What is wrong with this instance's surroundings right now, as `/api/health` reports it: each part
 * (the live notifications' listening connection, …) reports its problem, or null once it is fixed. The
 * database itself is asked at each health check instead (system.routes.ts).
 */
export class PlatformHealth {
  private readonly problemsByPart = new Map<string, string>();

  report(part: string, problem: string | null): void {
    if (problem) this.problemsByPart.set(part, problem);
    else this.problemsByPart.delete(part);
  }

  /** "part: problem" for each part with one, in a stable order. */
  problems(): string[] {
    return [...this.problemsByPart].sort(([a], [b]) => a.localeCompare(b)).map(([p, why]) => `${p}: ${why}`);
  }
}
