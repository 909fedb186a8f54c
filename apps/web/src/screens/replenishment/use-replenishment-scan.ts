import { useQueryClient } from "@tanstack/react-query";
import type { TReplenishment } from "@wms/contracts";
import { App } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { errorText } from "../packing/scan-field.tsx";
import { refreshReplenishment, replenishmentApi } from "./replenishment-api.ts";
import { noScans, readScan, type TScanState, unitsAllowed } from "./replenishment-scan-steps.ts";

/**
 * One task done by scan: the storage bin, the item (each scan one unit, or the units typed), then the
 * pick face, which sends the confirmation. A scan the step does not expect is refused here; a refusal of
 * the server shows beside the scan field, the scans kept (the units may be changed and the face scanned
 * again). Once confirmed: a success message, both lists read again, `onDone` (the panel closes).
 *
 * Scans are queued and each reads the state from `stateRef`, never from the render it was typed in, so
 * a fast wedge scanner's item cannot be read before its bin.
 */
export function useReplenishmentScan(task: TReplenishment, refocus: () => void, onDone: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [state, setState] = useState<TScanState>(noScans);
  const stateRef = useRef<TScanState>(noScans);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const apply = (next: TScanState) => {
    stateRef.current = next;
    setState(next);
  };

  const confirm = async (scans: TScanState) => {
    if (!unitsAllowed(task, scans.units))
      return t("replenishment.scan.unitsRange", { quantity: task.quantity });
    setSending(true);
    try {
      const done = await replenishmentApi.confirm({
        task_id: task.id,
        from_location_code: scans.from ?? "",
        code: scans.code ?? "",
        to_location_code: task.to_location_code,
        quantity: scans.units,
      });
      void message.success(
        t("replenishment.scan.done", {
          code: done.code,
          count: done.moved || scans.units,
          to: done.to_location_code,
        }),
      );
      void refreshReplenishment(queryClient);
      onDone();
      return null;
    } catch (err) {
      return err instanceof ApiError ? err.detailedMessage : errorText(err, t("replenishment.scan.failed"));
    } finally {
      setSending(false);
    }
  };

  const onScan = (scanned: string) => {
    queue.current = queue.current.then(async () => {
      const reading = readScan(task, stateRef.current, scanned);
      if (reading.kind === "refused") setError(t(reading.message.key, reading.message.values));
      else if (reading.kind === "next") {
        apply(reading.state);
        setError(null);
      } else setError(await confirm(reading.state));
      refocus();
    });
  };

  /** The units typed over the scans' count. */
  const setUnits = (units: number | null) => apply({ ...stateRef.current, units: units ?? 0 });

  return { state, error, sending, onScan, setUnits };
}
