import type { TReturnSummary } from "@wms/contracts";
import { useState } from "react";
import { useReturnActs } from "./use-return-acts.tsx";

/**
 * The drawer of a screen that shows RMAs (the list, the bench): which one is open, whether it is being
 * inspected (its "Inspect…" button opens it with the inspection form), and what the RMAs' buttons do.
 */
export function useReturnDrawer(options: { providerUuid?: string; initial?: string | null }) {
  const [openId, setOpenId] = useState<string | null>(options.initial ?? null);
  const [inspecting, setInspecting] = useState(false);
  const open = (rma: TReturnSummary) => {
    setOpenId(rma.id);
    setInspecting(false);
  };
  const { onAct, modals } = useReturnActs({
    providerUuid: options.providerUuid,
    onInspect: (rma) => {
      setOpenId(rma.id);
      setInspecting(true);
    },
  });
  return {
    open,
    onAct,
    modals,
    drawerProps: {
      returnId: openId,
      inspecting,
      onAct,
      onClose: () => {
        setOpenId(null);
        setInspecting(false);
      },
    },
  };
}
