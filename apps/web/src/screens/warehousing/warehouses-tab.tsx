import { optionalFlowSteps, type TWarehouse } from "@wms/contracts";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { useSettingsCrud } from "./settings-crud.tsx";
import { codeColumn, createdColumn, nameColumn, settingsTable, statusColumn } from "./settings-table.tsx";
import { WarehouseFormModal } from "./warehouse-form-modal.tsx";
import { warehousingApi } from "./warehousing-api.ts";
import { useStatusFilter } from "./warehousing-options.ts";

export function WarehousesTab() {
  const { t } = useTranslation();
  const statusFilter = useStatusFilter();
  const crud = useSettingsCrud<TWarehouse>("warehousing.warehouses.create");
  return (
    <>
      <DataTable<TWarehouse>
        {...settingsTable(t, "warehouses")}
        filters={[statusFilter]}
        actions={() => crud.createButton()}
        columns={[
          codeColumn(t),
          nameColumn(t),
          {
            key: "country",
            title: t("warehousing.fields.location"),
            sorter: true,
            render: (_v, w) => [w.country, w.province, w.city].filter(Boolean).join(" / "),
          },
          textColumn("address", t("warehousing.fields.address"), { ellipsis: true }),
          {
            key: "contact",
            title: t("warehousing.fields.contact"),
            render: (_v, w) => [w.contact_name, w.contact_phone].filter(Boolean).join(" · ") || "—",
          },
          {
            key: "flow",
            title: t("warehousing.flow.column"),
            render: (_v, w) => <FlowSummary warehouse={w} />,
          },
          statusColumn(t),
          createdColumn(t),
          crud.actionsColumn({ name: (w) => w.code, remove: (w) => warehousingApi.deleteWarehouse(w.id) }),
        ]}
      />
      <WarehouseFormModal {...crud.modal} warehouse={crud.current} />
    </>
  );
}

/** "Pick → Review → Weigh → Bag → Ship", without the steps the warehouse's flow leaves out. */
function FlowSummary({ warehouse }: { warehouse: TWarehouse }) {
  const { t } = useTranslation();
  const steps = optionalFlowSteps
    .filter((step) => warehouse[step.field])
    .map((step) => t(`warehousing.flow.step.${step.action}`));
  return (
    <span data-testid="warehouse-flow-summary">
      {steps.length
        ? t("warehousing.flow.steps", { steps: steps.join(" → ") })
        : t("warehousing.flow.pickAndShip")}
    </span>
  );
}
