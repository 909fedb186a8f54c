import { type TTrackUrl, trackUrlScopes } from "@wms/contracts";
import { Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { statusTag } from "../../components/status-tag.tsx";
import { logisticsApi, logisticsKey } from "./logistics-api.ts";
import { TrackUrlFormModal } from "./track-url-form-modal.tsx";
import { useLogisticsCrud } from "./use-logistics-crud.ts";

const ScopeTag = statusTag({ colours: { default: "blue", custom: "purple" }, textKey: "logistics.scopes" });

export function TrackUrlsTable() {
  const { t, i18n } = useTranslation();
  const crud = useLogisticsCrud<TTrackUrl>("logistics.urls.create");
  const zh = i18n.language.startsWith("zh");
  const yesNo = (v: boolean) => (
    <Tag color={v ? "green" : "default"}>{t(v ? "logistics.yes" : "logistics.no")}</Tag>
  );
  return (
    <>
      <DataTable<TTrackUrl>
        testId="track-urls-table"
        queryKey={[...logisticsKey, "urls"]}
        fetchPage={(params) => logisticsApi.trackUrls(params)}
        rowKey="id"
        search={{ name: "keyword", placeholder: t("logistics.urls.search") }}
        filters={[
          valuesFilter({ name: "scope", label: t("logistics.urls.scope") }, trackUrlScopes, (value) =>
            t(`logistics.scopes.${value}`),
          ),
        ]}
        emptyText={t("logistics.urls.empty")}
        actions={() => crud.createButton()}
        columns={[
          {
            key: zh ? "name_cn" : "name_en",
            title: t("logistics.urls.name"),
            sorter: true,
            render: (_v, u) => (zh ? u.name_cn : u.name_en),
          },
          {
            key: zh ? "name_en" : "name_cn",
            title: t(zh ? "logistics.urls.nameEn" : "logistics.urls.nameCn"),
            sorter: true,
            render: (_v, u) => (zh ? u.name_en : u.name_cn),
          },
          {
            key: "url",
            title: t("logistics.urls.url"),
            render: (_v, u) => (
              <Typography.Text code ellipsis={{ tooltip: u.url }} style={{ maxWidth: 360 }}>
                {u.url}
              </Typography.Text>
            ),
          },
          {
            key: "scope",
            title: t("logistics.urls.scope"),
            render: (_v, u) => <ScopeTag status={u.scope} />,
          },
          {
            key: "owner",
            title: t("logistics.urls.owner"),
            render: (_v, u) => (u.scope === "default" ? t("logistics.system") : u.owner),
          },
          { key: "editable", title: t("logistics.urls.editable"), render: (_v, u) => yesNo(u.editable) },
          { key: "deletable", title: t("logistics.urls.deletable"), render: (_v, u) => yesNo(u.deletable) },
          timeColumn("created_at", t("logistics.created")),
          timeColumn("updated_at", t("logistics.updated")),
          crud.actionsColumn({
            name: (u) => (zh ? u.name_cn : u.name_en),
            remove: (u) => logisticsApi.deleteTrackUrl(u.id),
            canEdit: (u) => u.editable,
            canDelete: (u) => u.deletable,
            readOnly: <Typography.Text type="secondary">{t("logistics.urls.readOnly")}</Typography.Text>,
          }),
        ]}
      />
      <TrackUrlFormModal {...crud.target} />
    </>
  );
}
