import { carrierKinds, channelStatuses, type TChannel } from "@wms/contracts";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { statusTag } from "../../components/status-tag.tsx";
import { useWarehouseOptions } from "../warehousing/warehousing-options.ts";
import { ChannelFormModal } from "./channel-form-modal.tsx";
import { tariffText } from "./channel-tariff.ts";
import { logisticsApi, logisticsKey } from "./logistics-api.ts";
import { useLogisticsCrud } from "./use-logistics-crud.ts";

const CarrierTag = statusTag({
  colours: { manual: "gold", self_issued: "cyan" },
  textKey: "logistics.carriers",
});
const ChannelStatusTag = statusTag({
  colours: { enabled: "green", disabled: "default" },
  textKey: "logistics.statuses",
});

export function ChannelsTable() {
  const { t } = useTranslation();
  const crud = useLogisticsCrud<TChannel>("logistics.channels.create");
  const warehouses = useWarehouseOptions();
  return (
    <>
      <DataTable<TChannel>
        testId="channels-table"
        queryKey={[...logisticsKey, "channels"]}
        fetchPage={(params) => logisticsApi.channels(params)}
        rowKey="id"
        search={{ name: "keyword", placeholder: t("logistics.channels.search") }}
        filters={[
          {
            kind: "select",
            name: "warehouse_id",
            label: t("logistics.channels.warehouse"),
            options: warehouses,
            width: 200,
          },
          valuesFilter(
            { name: "carrier_kind", label: t("logistics.channels.carrierKind"), width: 180 },
            carrierKinds,
            (value) => t(`logistics.carriers.${value}`),
          ),
          valuesFilter({ name: "status", label: t("logistics.channels.status") }, channelStatuses, (value) =>
            t(`logistics.statuses.${value}`),
          ),
        ]}
        emptyText={t("logistics.channels.empty")}
        actions={() => crud.createButton()}
        columns={[
          textColumn("code", t("logistics.channels.code"), { sorter: true }),
          textColumn("name", t("logistics.channels.name"), { sorter: true }),
          {
            key: "internal_channel_id",
            title: t("logistics.channels.internalId"),
            render: (_v, c) => c.internal_channel_id || "—",
          },
          { key: "warehouse", title: t("logistics.channels.warehouse"), render: (_v, c) => c.warehouse_code },
          {
            key: "carrier_kind",
            title: t("logistics.channels.carrierKind"),
            render: (_v, c) => <CarrierTag status={c.carrier_kind} />,
          },
          {
            key: "api",
            title: t("logistics.channels.apiAccount"),
            render: (_v, c) => c.api_account_name ?? "—",
          },
          {
            key: "packaging",
            title: t("logistics.channels.packaging"),
            render: (_v, c) => c.packaging_material_name ?? "—",
          },
          {
            key: "tariff",
            title: t("logistics.tariff.title"),
            render: (_v, c) => tariffText(t, c.tariff),
          },
          {
            key: "status",
            title: t("logistics.channels.status"),
            render: (_v, c) => <ChannelStatusTag status={c.status} />,
          },
          timeColumn("updated_at", t("logistics.updated")),
          crud.actionsColumn({ name: (c) => c.name, remove: (c) => logisticsApi.deleteChannel(c.id) }),
        ]}
      />
      <ChannelFormModal {...crud.target} />
    </>
  );
}
