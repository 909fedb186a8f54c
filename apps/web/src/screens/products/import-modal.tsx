import { useTranslation } from "react-i18next";
import { productsApi, type TProductScope } from "./products-api.ts";
import { SpreadsheetImportModal } from "./spreadsheet-import-modal.tsx";

/** Product import: stored products and variants, or the refused rows. */
export function ImportModal(props: {
  scope: TProductScope;
  needsOwner: boolean;
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SpreadsheetImportModal
      open={props.open}
      onClose={props.onClose}
      templateType="product"
      needsOwner={props.needsOwner}
      importFile={(file, owner) => productsApi.importSheet(props.scope, file, owner)}
      onImported={(data) => {
        if (data.created_products > 0) props.onImported();
      }}
      texts={{
        title: t("products.import.title"),
        template: t("products.import.template"),
        ownerFirst: t("products.import.ownerFirst"),
        drop: t("products.import.drop"),
        running: t("products.import.running"),
        hint: t("products.import.hint"),
        close: t("common.done"),
        failed: t("common.operationFailed"),
        refused: (refused) => t("products.import.refused", { count: refused }),
        summary: (data) =>
          t("products.import.summary", {
            products: data.created_products,
            variants: data.created_variants,
          }),
      }}
    />
  );
}
