import { SaveOutlined } from "@ant-design/icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { textCaps } from "@wms/contracts";
import { Alert, App, Button, Card, Empty, Flex, Input, Table, Tag, Typography } from "antd";
import { type Key, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { useProviderScope } from "../../components/use-provider-scope.tsx";
import { RelatedProductsTable } from "./related-products-table.tsx";
import { storageApi, storageKey } from "./storage-api.ts";
import { type TStorageChoice, useStorageChoices } from "./use-storage-choices.ts";

/**
 * /ds/warehousing, storage tab: the drop shipper picks which of the provider's warehouses it uses.
 * The whole selection is saved at once; an empty selection is refused by the server, whose message
 * is shown.
 */
export function StorageSelectionTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { providerUuid } = useProviderScope();
  const [keyword, setKeyword] = useState("");
  const [selected, setSelected] = useState<Key[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const { choices, saved, loading } = useStorageChoices(providerUuid);
  // the server's selection is the starting point whenever it (re)loads
  useEffect(() => setSelected(saved), [saved]);
  const dirty = selected.length !== saved.length || selected.some((id) => !saved.includes(String(id)));

  const save = useMutation({
    mutationFn: () => storageApi.save({ provider_uuid: providerUuid, warehouse_ids: selected.map(String) }),
    // Saved once the screen shows the server's new selection: until both lists are read again the button
    // spins, so a change made meanwhile is not overwritten when the saved selection arrives.
    onSuccess: async () => {
      setProblem(null);
      await queryClient.invalidateQueries({ queryKey: storageKey });
      void message.success(t("warehousing.storage.saved"));
    },
    // an empty selection is refused by the server; its field message says what to do
    onError: (error) =>
      setProblem(
        error instanceof ApiError
          ? (Object.values(error.fieldErrors)[0] ?? error.message)
          : t("common.operationFailed"),
      ),
  });

  const needle = keyword.trim().toLowerCase();
  const rows = choices.filter(
    (d) => !needle || [d.code, d.name, d.city, d.country].some((v) => v.toLowerCase().includes(needle)),
  );

  return (
    <Flex vertical gap={16}>
      <Card
        title={t("warehousing.storage.chooseTitle")}
        data-testid="storage-selection"
        extra={
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={save.isPending}
            disabled={!dirty}
            onClick={() => save.mutate()}
          >
            {t("warehousing.storage.save")}
          </Button>
        }
      >
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{t("warehousing.storage.chooseHint")}</Typography.Text>
          {problem && (
            <Alert type="error" showIcon message={problem} closable onClose={() => setProblem(null)} />
          )}
          <Input.Search
            allowClear
            maxLength={textCaps.keyword}
            placeholder={t("warehousing.storage.search")}
            aria-label={t("warehousing.storage.search")}
            style={{ maxWidth: 320 }}
            onSearch={setKeyword}
            onChange={(e) => e.target.value === "" && setKeyword("")}
          />
          <Table<TStorageChoice>
            rowKey="warehouse_id"
            size="middle"
            loading={loading}
            dataSource={rows}
            pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            rowSelection={{
              selectedRowKeys: selected,
              // keys hidden by the search stay selected
              onChange: (keys, _rows, info) =>
                setSelected(
                  info.type === "all" || info.type === "none"
                    ? [...selected.filter((k) => !rows.some((r) => r.warehouse_id === k)), ...keys]
                    : keys,
                ),
              preserveSelectedRowKeys: true,
            }}
            locale={{ emptyText: <Empty description={t("warehousing.storage.noWarehouses")} /> }}
            columns={[
              {
                key: "code",
                title: t("warehousing.fields.code"),
                dataIndex: "code",
                sorter: (a, b) => a.code.localeCompare(b.code),
              },
              {
                key: "name",
                title: t("warehousing.fields.name"),
                dataIndex: "name",
                sorter: (a, b) => a.name.localeCompare(b.name),
              },
              {
                key: "place",
                title: t("warehousing.fields.location"),
                render: (_v, d) => [d.country, d.province, d.city].filter(Boolean).join(" / "),
              },
              {
                key: "address",
                title: t("warehousing.fields.address"),
                dataIndex: "address",
                ellipsis: true,
              },
              {
                key: "contact",
                title: t("warehousing.fields.contact"),
                render: (_v, d) => [d.contact_name, d.contact_phone].filter(Boolean).join(" · "),
              },
              {
                key: "selected",
                title: t("warehousing.storage.state"),
                render: (_v, d) =>
                  d.disabled ? (
                    <Tag color="warning">{t("warehousing.storage.disabledKept")}</Tag>
                  ) : d.selected ? (
                    <Tag color="success">{t("warehousing.storage.inUse")}</Tag>
                  ) : (
                    <Tag>{t("warehousing.storage.notInUse")}</Tag>
                  ),
              },
            ]}
          />
        </Flex>
      </Card>
      {saved.length > 0 && providerUuid && <RelatedProductsTable providerUuid={providerUuid} />}
    </Flex>
  );
}
