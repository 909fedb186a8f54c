/**
 * The calculated-query-cost leaky bucket (shopify.dev "GraphQL Admin API rate limits"): one bucket per
 * app and shop; a query runs only if the bucket holds its requested cost, which is taken before it runs;
 * afterwards the difference between requested and actual cost is given back. The bucket refills
 * continuously at `restoreRate` points a second.
 */

export type TThrottleStatus = { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };

export type TBucketOptions = { maximumAvailable: number; restoreRate: number };

export class LeakyBuckets {
  private readonly buckets = new Map<string, { available: number; at: number }>();

  constructor(readonly options: TBucketOptions) {}

  private bucket(key: string, now: number) {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { available: this.options.maximumAvailable, at: now };
      this.buckets.set(key, bucket);
    }
    const refill = ((now - bucket.at) / 1000) * this.options.restoreRate;
    bucket.available = Math.min(this.options.maximumAvailable, bucket.available + refill);
    bucket.at = now;
    return bucket;
  }

  /** Takes `cost` if the bucket holds it; says whether it did. */
  take(key: string, cost: number, now = Date.now()): boolean {
    const bucket = this.bucket(key, now);
    if (bucket.available < cost) return false;
    bucket.available -= cost;
    return true;
  }

  refund(key: string, points: number, now = Date.now()): void {
    const bucket = this.bucket(key, now);
    bucket.available = Math.min(this.options.maximumAvailable, bucket.available + Math.max(0, points));
  }

  status(key: string, now = Date.now()): TThrottleStatus {
    const bucket = this.bucket(key, now);
    return {
      maximumAvailable: this.options.maximumAvailable,
      currentlyAvailable: Math.floor(bucket.available),
      restoreRate: this.options.restoreRate,
    };
  }

  /** Empties a bucket, or leaves `leave` points in it (tests of throttling). */
  drain(key: string, leave = 0, now = Date.now()): void {
    this.bucket(key, now).available = Math.min(leave, this.options.maximumAvailable);
  }
}
