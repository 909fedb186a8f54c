import { z } from "zod";

/** Messages pushed on /ws/notifications/{id}. Client sends "ping" every 30 s; server answers "pong". */
export const ZNotification = z.discriminatedUnion("type", [
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
