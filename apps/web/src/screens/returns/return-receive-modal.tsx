import type { TReturnSummary } from "@wms/contracts";
import { ReturnActionModal, useActionForm } from "./return-action-modal.tsx";
import { ReceiveFields, receiveBody, type TReceiveValues } from "./return-receive-fields.tsx";
import { returnsApi } from "./returns-api.ts";

/**
 * "Receive…" (staff): the RMA's parcel is at the warehouse; the tracking number when it had none, and
 * photos of the parcel. Open while `rma` is set.
 */
export function ReturnReceiveModal(props: { rma: TReturnSummary | null; onClose: () => void }) {
  const form = useActionForm<TReceiveValues>();
  return (
    <ReturnActionModal<TReceiveValues>
      rma={props.rma}
      onClose={props.onClose}
      action="receive"
      form={form}
      send={(rma, values) => returnsApi.receive(receiveBody(rma.id, values))}
    >
      <ReceiveFields hasTracking={Boolean(props.rma?.tracking_number)} />
    </ReturnActionModal>
  );
}
