import { EditOutlined, PlusOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { type TTrackUrl, trackUrlScopes } from "@wms/contracts";
import { Button, Space, Tag, Tooltip, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { formatTime } from "../../components/format.ts";
import { logisticsApi, logisticsKey } from "./logistics-api.ts";
import { LogisticsDelete } from "./logistics-delete.tsx";
import { TrackUrlFormModal } from "./track-url-form-modal.tsx";

export function TrackUrlsTable() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TTrackUrl | "new" | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: logisticsKey });
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
          {
            kind: "select",
            name: "scope",
            label: t("logistics.urls.scope"),
            options: trackUrlScopes.map((value) => ({ value, label: t(`logistics.scopes.${value}`) })),
          },
        ]}
        emptyText={t("logistics.urls.empty")}
        actions={() => (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing("new")}>
            {t("logistics.urls.create")}
          </Button>
        )}
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
            render: (_v, u) => (
              <Tag color={u.scope === "default" ? "blue" : "purple"}>{t(`logistics.scopes.${u.scope}`)}</Tag>
            ),
          },
          {
            key: "owner",
            title: t("logistics.urls.owner"),
            render: (_v, u) => (u.scope === "default" ? t("logistics.system") : u.owner),
          },
          { key: "editable", title: t("logistics.urls.editable"), render: (_v, u) => yesNo(u.editable) },
          { key: "deletable", title: t("logistics.urls.deletable"), render: (_v, u) => yesNo(u.deletable) },
          {
            key: "created_at",
            title: t("logistics.created"),
            sorter: true,
            render: (_v, u) => formatTime(u.created_at),
          },
          {
            key: "updated_at",
            title: t("logistics.updated"),
            sorter: true,
            render: (_v, u) => formatTime(u.updated_at),
          },
          {
            key: "actions",
            title: t("common.actions"),
            fixed: "right",
            render: (_v, u) =>
              u.editable || u.deletable ? (
                <Space size={4}>
                  {u.editable && (
                    <Tooltip title={t("common.edit")}>
                      <Button
                        size="small"
                        icon={<EditOutlined />}
                        aria-label={t("common.edit")}
                        onClick={() => setEditing(u)}
                      />
                    </Tooltip>
                  )}
                  {u.deletable && (
                    <LogisticsDelete
                      name={zh ? u.name_cn : u.name_en}
                      remove={() => logisticsApi.deleteTrackUrl(u.id)}
                      onDeleted={refresh}
                    />
                  )}
                </Space>
              ) : (
                <Typography.Text type="secondary">{t("logistics.urls.readOnly")}</Typography.Text>
              ),
          },
        ]}
      />
      <TrackUrlFormModal target={editing} onClose={() => setEditing(null)} onSaved={refresh} />
    </>
  );
}
