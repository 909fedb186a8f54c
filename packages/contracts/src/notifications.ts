import { z } from "zod";

/** Messages pushed on /ws/notifications/{id}. Client sends "ping" every 30 s; server answers "pong". */
/** The kinds of customer document whose changes are announced live (`changed`). */
export const changedDomains = ["orders", "receipts", "returns"] as const;
export type TChangedDomain = (typeof changedDomains)[number];

export const ZNotification = z.discriminatedUnion("type", [
  /**
   * Documents of a customer changed state: to the provider's staff and to that customer. `count` moved to
   * `status` together; `code` names the one when one did.
   */
  z.object({
    type: z.literal("changed"),
    domain: z.enum(changedDomains),
    status: z.string(),
    count: z.number().int(),
    code: z.string().nullable().optional(),
  }),
  z.object({
    type: z.literal("sourcing"),
    sourcing_id: z.string(),
    status: z.string(),
    /** The request's code (SR…), what the person reads. */
    code: z.string().optional(),
  }),
  z.object({ type: z.literal("export"), filename: z.string() }),
  z.object({ type: z.literal("mission"), mission_id: z.string(), progress: z.number(), status: z.string() }),
  z.object({ type: z.literal("mail"), unread: z.number().int() }),
  z.object({ type: z.literal("hello"), user_related_id: z.string() }),
]);
export type TNotification = z.infer<typeof ZNotification>;

/** A page's address, as `window.location` gives it. */
export type TPageLocation = { protocol: string; host: string; hostname: string; port: string };

/** An IPv4 address, or an IPv6 one as a URL's hostname writes it (in brackets). */
export function isIpAddressHost(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || /^\[[0-9a-f:.]+\]$/i.test(hostname);
}

const socketScheme = (page: TPageLocation) => (page.protocol === "https:" ? "wss:" : "ws:");

/**
 * The origin of the WS_PORT channel for a page opened at an IP address with a port (spec section 7: that
 * address at port `wsPort`), or null for any other page, or when the server does not listen there.
 */
export function wsPortOrigin(page: TPageLocation, wsPort: number | null): string | null {
  if (!wsPort || page.port === "" || !isIpAddressHost(page.hostname)) return null;
  return `${socketScheme(page)}//${page.hostname}:${wsPort}`;
}

/**
 * The live channel's URL for a page (spec section 7), without the token: the WS_PORT channel at no path
 * where `wsPortOrigin` names one, else the page's own host at /websocket; wss when the page is https.
 */
export function liveSocketAddress(page: TPageLocation, wsPort: number | null): string {
  const origin = wsPortOrigin(page, wsPort);
  return origin ? `${origin}/` : `${socketScheme(page)}//${page.host}/websocket`;
}
