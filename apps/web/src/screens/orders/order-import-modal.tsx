import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { SpreadsheetImportModal } from "../products/spreadsheet-import-modal.tsx";
import { ordersApi, ordersKey } from "./orders-api.ts";

/** Order import: the template, an .xlsx up to 10 MB, and the refused rows as "row N: message". */
export function OrderImportModal(props: {
  open: boolean;
  staff: boolean;
  providerUuid?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <SpreadsheetImportModal
      open={props.open}
      onClose={props.onClose}
      templateType="order"
      needsOwner={props.staff}
      importFile={(file, customerId) =>
        ordersApi.importSheet(file, { provider_uuid: props.providerUuid, customer_id: customerId })
      }
      onImported={() => queryClient.invalidateQueries({ queryKey: ordersKey })}
      texts={{
        title: t("orders.import.title"),
        template: t("orders.import.template"),
        ownerFirst: t("orders.import.customerFirst"),
        drop: t("orders.import.drop"),
        running: t("orders.import.running"),
        hint: t("orders.import.hint"),
        close: t("orders.close"),
        failed: t("orders.failed"),
        refused: (refused) => t("orders.import.refused", { count: refused }),
        summary: (data) => t("orders.import.summary", { count: data.created_orders }),
      }}
    />
  );
}
