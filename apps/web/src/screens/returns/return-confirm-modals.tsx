import type { TReturnSummary } from "@wms/contracts";
import { ReturnActionModal, useActionForm } from "./return-action-modal.tsx";
import { returnsApi } from "./returns-api.ts";

/** Units named on the RMA that no inspection has found yet. */
export const unitsLeft = (rma: TReturnSummary) => Math.max(rma.unit_count - rma.inspected_count, 0);

/**
 * "Finish inspection…" (staff): confirms, saying how many units not inspected will be recorded as missing;
 * the merchant is told the outcome. Open while `rma` is set.
 */
export function ReturnFinishModal(props: { rma: TReturnSummary | null; onClose: () => void }) {
  const form = useActionForm<object>();
  return (
    <ReturnActionModal<object>
      rma={props.rma}
      onClose={props.onClose}
      action="finish"
      form={form}
      introValues={(rma) => ({ count: unitsLeft(rma) })}
      send={(rma) => returnsApi.finish({ return_id: rma.id })}
    />
  );
}

/** "Close…" (staff): confirms that an inspected RMA is done with. Open while `rma` is set. */
export function ReturnCloseModal(props: { rma: TReturnSummary | null; onClose: () => void }) {
  const form = useActionForm<object>();
  return (
    <ReturnActionModal<object>
      rma={props.rma}
      onClose={props.onClose}
      action="close"
      form={form}
      send={(rma) => returnsApi.close({ return_id: rma.id })}
    />
  );
}
