import { randomUUID } from "node:crypto";
import type { TNotification } from "@wms/contracts";
import { expect, vi } from "vitest";
import { publishEvent } from "../src/kernel/services/events.ts";
import type { TTestApp } from "./harness.ts";

/**
 * A socket held on a notification channel (a provider's id, or a drop shipper's user id), as the web app
 * holds one: what the server published there, and a wait for a message like `expected`.
 */
export function listen(t: TTestApp, channel: string) {
  const received: TNotification[] = [];
  const remove = t.ctx.hub.add(channel, {
    readyState: 1,
    send: (data) => received.push(JSON.parse(data) as TNotification),
  });
  return {
    received,
    remove,
    async expectMessage(expected: { type: TNotification["type"] } & Record<string, unknown>) {
      await vi.waitFor(() => expect(received).toContainEqual(expect.objectContaining(expected)));
    },
  };
}

/**
 * Waits until every notification committed so far on `channel` has reached this instance's sockets, so a
 * socket opened next hears only what happens after. On Postgres they come through LISTEN, after the
 * commit and in commit order: a marker published now arrives after all of them.
 */
export async function quietChannel(t: TTestApp, channel: string) {
  const marker = randomUUID();
  const heard = listen(t, channel);
  try {
    await publishEvent(t.ctx.db, channel, { type: "test-marker", marker } as unknown as TNotification);
    await vi.waitFor(() => expect(heard.received).toContainEqual(expect.objectContaining({ marker })));
  } finally {
    heard.remove();
  }
}
