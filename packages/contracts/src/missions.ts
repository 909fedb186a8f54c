import { z } from "zod";
import { textCaps } from "./validation.ts";

/** Task statuses of spec section 4. A stop by the user ends as failed with the reason "stopped". */
export const missionStatuses = ["pending", "running", "completed", "failed", "unknown"] as const;
export const ZMissionStatus = z.enum(missionStatuses);
export type TMissionStatus = z.infer<typeof ZMissionStatus>;

export const ZMission = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.string(),
  status: ZMissionStatus,
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
  /** Download with GET /api/get-file?filename=… (owner only). */
  result_file: z.string().nullable(),
  result_name: z.string().nullable(),
  created_at: z.number().int(),
  started_at: z.number().int().nullable(),
  finished_at: z.number().int().nullable(),
  /** The user may stop it now (a pending or running export; an import ends on its own, all or nothing). */
  can_stop: z.boolean(),
  /** The user may run it again from the start (an ended export; an import is sent again as a file). */
  can_repeat: z.boolean(),
});
export type TMission = z.infer<typeof ZMission>;

export const ZMissionListQuery = z.object({
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  cur_page: z.coerce.number().int().min(1).default(1),
  status: ZMissionStatus.optional(),
  kind: z.string().max(60, "field.tooLong").optional(),
});
export const ZMissionId = z.object({ id: z.string().uuid() });
export const ZStartExportRequest = z.object({
  /** Which export: the kinds registered on the server (audit-log, products, inventory, orders, …). */
  kind: z.string().min(1).max(60, "field.tooLong"),
  provider_uuid: z.string().uuid().optional(),
  /** The list's filters (keyword, status, ids…), as the list takes them. */
  filters: z.record(z.string(), z.string().max(textCaps.keyword, "field.tooLong")).optional(),
});

/** get-file and get-file-link: a mission's result file, by the name in result_file. */
export const ZResultFileQuery = z.object({ filename: z.string().max(100, "field.tooLong") });
/** A short-lived signed link to a result file (GET get-file-independently, no token in the URL). */
export const ZResultFileLink = z.object({ url: z.string(), expires_at: z.number() });
/** get-file-independently: the query of a signed link from get-file-link. */
export const ZSignedFileQuery = z.object({
  filename: z.string().max(100, "field.tooLong"),
  user: z.string().uuid(),
  expires: z.coerce.number().int(),
  signature: z.string().max(100, "field.tooLong"),
});
