import type { TReturnSummary } from "@wms/contracts";
import { useState } from "react";
import type { TReturnAct } from "./return-action-buttons.tsx";
import type { TReturnModalAction } from "./return-action-modal.tsx";
import { ReturnCancelModal } from "./return-cancel-modal.tsx";
import { ReturnCloseModal, ReturnFinishModal } from "./return-confirm-modals.tsx";
import { usePrintSlip } from "./return-print.ts";
import { ReturnReceiveModal } from "./return-receive-modal.tsx";
import { ReturnShipModal } from "./return-ship-modal.tsx";

type TActing = { action: TReturnModalAction; rma: TReturnSummary } | null;

/**
 * What an RMA's buttons do, wherever they are (a list row, the drawer, the bench): "Print slip" opens the
 * PDF, "Inspect…" goes to the inspection (`onInspect`), the others open their modal (`modals`, to render
 * once beside the buttons).
 */
export function useReturnActs(options: { providerUuid?: string; onInspect: (rma: TReturnSummary) => void }) {
  const [acting, setActing] = useState<TActing>(null);
  const printSlip = usePrintSlip(options.providerUuid);
  const onAct = (act: TReturnAct, rma: TReturnSummary) => {
    if (act === "print") void printSlip(rma.id);
    else if (act === "inspect") options.onInspect(rma);
    else setActing({ action: act, rma });
  };
  const of = (action: TReturnModalAction) => (acting?.action === action ? acting.rma : null);
  const close = () => setActing(null);
  const modals = (
    <>
      <ReturnShipModal rma={of("ship")} providerUuid={options.providerUuid} onClose={close} />
      <ReturnCancelModal rma={of("cancel")} providerUuid={options.providerUuid} onClose={close} />
      <ReturnReceiveModal rma={of("receive")} onClose={close} />
      <ReturnFinishModal rma={of("finish")} onClose={close} />
      <ReturnCloseModal rma={of("close")} onClose={close} />
    </>
  );
  return { onAct, modals };
}
