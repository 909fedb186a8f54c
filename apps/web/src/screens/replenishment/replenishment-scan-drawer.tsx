import type { TReplenishment } from "@wms/contracts";
import { Drawer, Flex, InputNumber, Typography } from "antd";
import { type RefObject, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNameOf } from "../home/dashboard-lists.tsx";
import { ScanField, type TScanFieldHandle } from "../packing/scan-field.tsx";
import { ReplenishmentInstructions } from "./replenishment-instructions.tsx";
import { stepOf } from "./replenishment-scan-steps.ts";
import { useReplenishmentScan } from "./use-replenishment-scan.ts";

/** The scan field's label: what the step expects, named. */
const promptKeys = { from: "scanFrom", sku: "scanSku", more: "scanMore" } as const;

/** One task's scans: the instructions, the scan field, and the units (counted by the scans, or typed). */
function ScanPanel(props: {
  task: TReplenishment;
  field: RefObject<TScanFieldHandle | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const nameOf = useNameOf();
  const { task, field } = props;
  const refocus = () => field.current?.focus();
  const scan = useReplenishmentScan(task, refocus, props.onDone);
  const step = stepOf(scan.state);
  const codes = { code: task.from_location_code, sku: task.sku, to: task.to_location_code };
  return (
    <Flex vertical gap={16}>
      <ReplenishmentInstructions task={task} state={scan.state} name={nameOf(task)} />
      <ScanField
        ref={field}
        label={t(`replenishment.scan.${promptKeys[step]}`, codes)}
        onScan={scan.onScan}
        error={scan.error}
        testId="replenishment-scan"
      />
      <Flex gap={8} align="center" wrap>
        <label htmlFor="replenishment-units">{t("replenishment.scan.units")}</label>
        <InputNumber
          id="replenishment-units"
          size="large"
          min={0}
          max={task.quantity}
          precision={0}
          value={scan.state.units}
          disabled={step !== "more" || scan.sending}
          onChange={(units) => scan.setUnits(units)}
          onPressEnter={refocus}
          data-testid="replenishment-units"
        />
        <Typography.Text type="secondary">
          {t("replenishment.scan.ofQuantity", { count: task.quantity })}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

/**
 * "Do it": the scan panel of an open task (open while `task` is set), the full width of a phone, usable
 * with a keyboard-wedge scanner alone. It starts afresh for each task and closes once the task is done.
 */
export function ReplenishmentScanDrawer(props: { task: TReplenishment | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { task } = props;
  const field = useRef<TScanFieldHandle>(null);
  return (
    <Drawer
      open={task !== null}
      onClose={props.onClose}
      destroyOnHidden
      // The scan field takes the focus once the panel is shown (a wedge scanner types into whatever has
      // it), not the panel itself; the field's own autoFocus comes before the panel is in the page.
      autoFocus={false}
      afterOpenChange={(open) => open && field.current?.focus()}
      size="min(480px, 100vw)"
      title={task ? t("replenishment.scan.title", { code: task.code }) : ""}
      data-testid="replenishment-scan-panel"
    >
      {task && <ScanPanel key={task.id} task={task} field={field} onDone={props.onClose} />}
    </Drawer>
  );
}
