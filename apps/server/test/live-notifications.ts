import type { TNotification } from "@wms/contracts";
import { expect, vi } from "vitest";
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
