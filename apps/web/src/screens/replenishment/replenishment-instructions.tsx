import type { TReplenishment } from "@wms/contracts";
import { Steps, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { stepOf, type TScanState } from "./replenishment-scan-steps.ts";

const stepIndex = { from: 0, sku: 1, more: 1 } as const;

/**
 * What the task asks, in the order of the scans: take from the storage bin, the item (SKU, name, batch)
 * and its units, put at the pick face; the step being scanned is the current one.
 */
export function ReplenishmentInstructions(props: { task: TReplenishment; state: TScanState; name: string }) {
  const { t } = useTranslation();
  const { task, state } = props;
  const code = (text: string) => (
    <Typography.Text strong style={{ fontSize: 16 }}>
      {text}
    </Typography.Text>
  );
  return (
    <Steps
      orientation="vertical"
      size="small"
      current={stepIndex[stepOf(state)]}
      data-testid="replenishment-instructions"
      items={[
        { title: t("replenishment.scan.from"), content: code(task.from_location_code) },
        {
          title: t("replenishment.scan.item"),
          content: (
            <>
              <div>{code(task.sku)}</div>
              <div>{props.name}</div>
              {task.batch && <div>{t("replenishment.scan.batch", { batch: task.batch })}</div>}
              <div>{t("replenishment.scan.toMove", { count: task.quantity })}</div>
            </>
          ),
        },
        { title: t("replenishment.scan.to"), content: code(task.to_location_code) },
      ]}
    />
  );
}
