import type { QueryClient } from "@tanstack/react-query";
import { replenishmentEndpoints as e } from "@wms/contracts";
import { caller, quiet } from "../../api/client.ts";

/** Every pick face and replenishment task list hangs under this key: every write invalidates it. */
export const replenishmentKey = ["replenishment"] as const;

/** After a face or a task changed: both lists read again (a face shows its open task's code). */
export function refreshReplenishment(client: QueryClient) {
  return client.invalidateQueries({ queryKey: replenishmentKey });
}

/**
 * Pick faces and their replenishment tasks. The writes are quiet but the delete: the forms show the
 * server's field errors under their fields and anything else in their alert, the scan panel shows a
 * refused confirmation beside its scan field; a refused delete is shown by the client (DeleteAction).
 */
export const replenishmentApi = {
  faces: caller(e.faces),
  saveFace: caller(e.saveFace, quiet),
  deleteFace: caller(e.deleteFace),
  list: caller(e.list),
  run: caller(e.run, quiet),
  confirm: caller(e.confirm, quiet),
  cancel: caller(e.cancel, quiet),
};
