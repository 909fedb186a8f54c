import { createHmac, randomUUID } from "node:crypto";

/**
 * HTTPS webhook delivery (shopify.dev "Webhooks delivery structure", "Verify webhook deliveries",
 * changelog "Updates to webhook retry mechanism"): a POST of the JSON body with the X-Shopify-* headers,
 * signed in `X-Shopify-Hmac-Sha256` with the base64 HMAC-SHA256 of the raw body keyed by the app's client
 * secret. Anything but a 2xx answer within the timeout (redirects included) is retried, with the original
 * payload, webhook id, event id and triggered-at time, up to `retries` more times (Shopify: 8 over 4 hours;
 * tests configure small delays).
 */

export type TRetryOptions = {
  /** Further attempts after the first; Shopify makes 8. */
  retries: number;
  /** Delay before retry n (1-based), in ms. */
  delayMs: (retry: number) => number;
  /** How long one attempt may take; Shopify allows 5 seconds. */
  timeoutMs: number;
};

export type TAttempt = { at: string; status: number | null; error?: string };

export type TDelivery = {
  webhookId: string;
  eventId: string;
  topic: string;
  shop: string;
  uri: string;
  apiVersion: string;
  triggeredAt: string;
  body: string;
  headers: Record<string, string>;
  attempts: TAttempt[];
  state: "pending" | "delivered" | "failed";
};

export type TSendInput = {
  shop: string;
  topic: string;
  uri: string;
  secret: string;
  apiVersion: string;
  payload: unknown;
  eventId?: string;
  triggeredAt?: string;
  /** The subscription's name, sent as X-Shopify-Name when set. */
  name?: string | null;
};

export function webhookSignature(body: string, secret: string): string {
  return createHmac("sha256", secret).update(body, "utf8").digest("base64");
}

export class WebhookDispatcher {
  readonly deliveries: TDelivery[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly waits = new Map<NodeJS.Timeout, () => void>();
  private closed = false;

  constructor(private readonly retry: TRetryOptions) {}

  send(input: TSendInput): TDelivery {
    const body = JSON.stringify(input.payload);
    const delivery: TDelivery = {
      webhookId: randomUUID(),
      eventId: input.eventId ?? randomUUID(),
      topic: input.topic,
      shop: input.shop,
      uri: input.uri,
      apiVersion: input.apiVersion,
      triggeredAt: input.triggeredAt ?? new Date().toISOString(),
      body,
      headers: {},
      attempts: [],
      state: "pending",
    };
    delivery.headers = {
      "Content-Type": "application/json",
      "User-Agent": "Shopify-Captain-Hook",
      "X-Shopify-Topic": input.topic,
      "X-Shopify-Hmac-Sha256": webhookSignature(body, input.secret),
      "X-Shopify-Shop-Domain": input.shop,
      "X-Shopify-API-Version": input.apiVersion,
      "X-Shopify-Webhook-Id": delivery.webhookId,
      "X-Shopify-Event-Id": delivery.eventId,
      "X-Shopify-Triggered-At": delivery.triggeredAt,
      ...(input.name ? { "X-Shopify-Name": input.name } : {}),
    };
    this.deliveries.push(delivery);
    this.track(this.attempt(delivery));
    return delivery;
  }

  private track(work: Promise<void>): void {
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
  }

  private async attempt(delivery: TDelivery): Promise<void> {
    if (this.closed) return;
    const at = new Date().toISOString();
    try {
      const response = await fetch(delivery.uri, {
        method: "POST",
        headers: delivery.headers,
        body: delivery.body,
        redirect: "manual",
        signal: AbortSignal.timeout(this.retry.timeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      delivery.attempts.push({ at, status: response.status });
      if (response.status >= 200 && response.status < 300) {
        delivery.state = "delivered";
        return;
      }
    } catch (error) {
      delivery.attempts.push({ at, status: null, error: (error as Error).message });
    }
    const retry = delivery.attempts.length;
    if (retry > this.retry.retries || this.closed) {
      delivery.state = "failed";
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.waits.delete(timer);
        resolve();
      }, this.retry.delayMs(retry));
      this.waits.set(timer, resolve);
    });
    if (this.closed) {
      delivery.state = "failed";
      return;
    }
    return this.attempt(delivery);
  }

  /** Resolves when every delivery so far has succeeded or given up. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  close(): void {
    this.closed = true;
    for (const [timer, resolve] of this.waits) {
      clearTimeout(timer);
      resolve();
    }
    this.waits.clear();
  }
}
