import {
  CopyOutlined,
  DeleteOutlined,
  ImportOutlined,
  PlusOutlined,
  PrinterOutlined,
} from "@ant-design/icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isWeightless, type TProduct } from "@wms/contracts";
import { App, Button, Flex, Image, Space, Tag, Tooltip, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  actionsColumn,
  CellText,
  longTextColumn,
  twoLineColumn,
  unseenTitle,
} from "../../components/data-table/columns.tsx";
import { DataTable } from "../../components/data-table/data-table.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { useListParams } from "../../components/data-table/use-list-params.ts";
import { DeleteConfirm } from "../../components/delete-action.tsx";
import { ExportButton } from "../../components/export-button.tsx";
import { IconAction } from "../../components/icon-action.tsx";
import { BulkErrorList } from "./bulk-error-list.tsx";
import { ImportModal } from "./import-modal.tsx";
import { PrintLabelsModal } from "./print-labels-modal.tsx";
import { ProductFormModal } from "./product-form-modal.tsx";
import { productsApi, productsKey, type TProductScope } from "./products-api.ts";
import { VariantTable } from "./variant-table.tsx";

/** The list's filters an export takes. */
function exportFilters(params: Record<string, unknown>) {
  const filters: Record<string, string> = {};
  for (const key of ["search", "tag", "customer_id"])
    if (typeof params[key] === "string" && params[key]) filters[key] = String(params[key]);
  return filters;
}

/** The product list with its actions; `staff` is the provider side (owner column, owner on create/import). */
export function ProductsTable({ scope, staff }: { scope: TProductScope; staff: boolean }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [params] = useListParams();
  const [editing, setEditing] = useState<TProduct | "new" | null>(null);
  const [importing, setImporting] = useState(false);
  const [labelsFor, setLabelsFor] = useState<TProduct[] | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: productsKey });

  const copy = useMutation({
    mutationFn: (p: TProduct) => productsApi.copy(scope, p.product_uuid),
    onSuccess: (copyOf) => {
      void message.success(t("products.copiedAs", { title: copyOf.title }));
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (ids: string[]) => productsApi.remove(scope, ids),
    onSuccess: (envelope) => {
      refresh();
      if (envelope.data.errors.length === 0) return void message.success(t("products.deleted"));
      modal.warning({
        title: t("products.deletePartial", { deleted: envelope.data.deleted.length }),
        width: 560,
        content: (
          <BulkErrorList title={envelope.message} errors={envelope.data.errors} testId="delete-errors" />
        ),
      });
    },
  });

  return (
    <>
      <DataTable<TProduct>
        testId="products-table"
        title={t("products.title")}
        queryKey={[...productsKey, scope.providerUuid ?? "tenant"]}
        fetchPage={(p) => productsApi.list(scope, p)}
        rowKey="product_uuid"
        selectable
        search={{ name: "search", placeholder: t("products.search") }}
        filters={[
          { kind: "text", name: "code", label: t("products.code"), width: 180 },
          { kind: "text", name: "tag", label: t("products.tag"), width: 140 },
          {
            kind: "select",
            name: "no_weight",
            label: t("products.weightFilter"),
            width: 160,
            options: [{ value: "1", label: t("products.noWeightOnly") }],
          },
        ]}
        emptyText={t("products.empty")}
        expandable={{
          expandedRowRender: (p) => <VariantTable product={p} />,
          rowExpandable: (p) => p.product_variants.length > 0,
        }}
        actions={(selected, clear) => (
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing("new")}>
              {t("products.create")}
            </Button>
            <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
              {t("products.import.button")}
            </Button>
            <ExportButton start={() => productsApi.startExport(scope, exportFilters(params))} />
            <Tooltip title={selected.length ? undefined : t("products.selectFirst")}>
              <Button
                icon={<PrinterOutlined />}
                disabled={!selected.length}
                onClick={() => setLabelsFor(selected)}
              >
                {t("products.labels.button")}
              </Button>
            </Tooltip>
            <DeleteConfirm
              title={t("products.deleteConfirm", { count: selected.length })}
              disabled={!selected.length}
              onConfirm={() =>
                remove.mutateAsync(selected.map((p) => p.product_uuid)).then(clear, () => undefined)
              }
            >
              <Button danger icon={<DeleteOutlined />} disabled={!selected.length}>
                {t("products.deleteSelected")}
              </Button>
            </DeleteConfirm>
          </>
        )}
        columns={[
          {
            key: "image",
            title: unseenTitle(t("products.mainImage")),
            width: 64,
            render: (_v, p) =>
              p.main_image_url ? (
                <Image
                  src={p.main_image_url}
                  alt={p.title}
                  width={44}
                  height={44}
                  style={{ objectFit: "cover", borderRadius: 4 }}
                />
              ) : (
                <div style={{ width: 44, height: 44 }} />
              ),
          },
          longTextColumn<TProduct>("title", t("products.productTitle"), (p) => p.title, {
            sorter: true,
            width: 240,
            render: (_v, p) => (
              <Flex vertical gap={2}>
                <CellText text={p.title} strong />
                {p.pid && (
                  <Typography.Text type="secondary">
                    <CellText text={p.pid} />
                  </Typography.Text>
                )}
                {(p.tags.length > 0 || p.product_variants.some((v) => isWeightless(v.weight))) && (
                  <span>
                    {p.product_variants.some((v) => isWeightless(v.weight)) && (
                      <Tag color="error" title={t("products.noWeightHint")} data-testid="no-weight">
                        {t("products.noWeight")}
                      </Tag>
                    )}
                    {p.tags.map((tag) => (
                      <Tag key={tag}>{tag}</Tag>
                    ))}
                  </span>
                )}
              </Flex>
            ),
          }),
          ...(staff
            ? [
                twoLineColumn<TProduct>(
                  "owner",
                  t("products.owner"),
                  (p) => p.owner_code,
                  (p) => p.owner_name,
                ),
              ]
            : []),
          longTextColumn<TProduct>("skus", t("products.skus"), (p) =>
            p.product_variants.map((v) => v.sku).join(", "),
          ),
          {
            key: "variants",
            title: t("products.variantCount"),
            align: "right",
            render: (_v, p) => p.product_variants.length,
          },
          {
            key: "stock",
            title: t("products.stock"),
            align: "right",
            render: (_v, p) => p.product_variants.reduce((n, v) => n + v.quantity, 0),
          },
          timeColumn("created_at", t("products.created")),
          timeColumn("updated_at", t("products.updated")),
          actionsColumn<TProduct>(t("common.actions"), (p) => (
            <Space size={4}>
              <Button size="small" onClick={() => setEditing(p)}>
                {t("common.edit")}
              </Button>
              <IconAction
                title={t("products.copy")}
                icon={<CopyOutlined />}
                loading={copy.isPending && copy.variables?.product_uuid === p.product_uuid}
                onClick={() => copy.mutate(p)}
              />
              <DeleteConfirm
                title={t("products.deleteOneConfirm", { title: p.title })}
                onConfirm={() => remove.mutateAsync([p.product_uuid]).catch(() => undefined)}
              >
                <Button size="small" danger icon={<DeleteOutlined />} aria-label={t("common.delete")} />
              </DeleteConfirm>
            </Space>
          )),
        ]}
      />
      <ProductFormModal
        scope={scope}
        needsOwner={staff}
        product={editing}
        onClose={() => setEditing(null)}
        onSaved={refresh}
      />
      <ImportModal
        scope={scope}
        needsOwner={staff}
        open={importing}
        onClose={() => setImporting(false)}
        onImported={refresh}
      />
      <PrintLabelsModal scope={scope} products={labelsFor} onClose={() => setLabelsFor(null)} />
    </>
  );
}
