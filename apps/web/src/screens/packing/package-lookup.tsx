import { SearchOutlined } from "@ant-design/icons";
import type { TPackageDetail } from "@wms/contracts";
import { Button, Descriptions, Flex, Modal, Tag } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { textColumn } from "../../components/data-table/columns.tsx";
import { ItemsTable } from "../../components/data-table/items-table.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { formatTime } from "../../components/format.ts";
import { packingApi } from "./packing-api.ts";
import { errorText, ScanField, type TScanFieldHandle } from "./scan-field.tsx";

/**
 * "Look up a package": scan an order code or tracking number and see what the floor did to it (review
 * progress, bag, weighings, waybill). The scan field keeps the focus for the next package.
 */
export function PackageLookupButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<TPackageDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<TScanFieldHandle>(null);
  const lookup = async (code: string) => {
    try {
      setFound(await packingApi.lookupPackage(code));
      setError(null);
    } catch (err) {
      setFound(null);
      setError(errorText(err, t("packing.failed")));
    }
    field.current?.focus();
  };
  const close = () => {
    setOpen(false);
    setFound(null);
    setError(null);
  };
  return (
    <>
      <Button icon={<SearchOutlined />} onClick={() => setOpen(true)} data-testid="package-lookup-open">
        {t("packing.lookup.button")}
      </Button>
      <Modal
        open={open}
        title={t("packing.lookup.title")}
        footer={null}
        width={720}
        onCancel={close}
        destroyOnHidden
        afterOpenChange={(visible) => visible && field.current?.focus()}
      >
        <Flex vertical gap={16}>
          <ScanField
            ref={field}
            label={t("packing.lookup.scan")}
            onScan={lookup}
            error={error}
            testId="package-lookup-scan"
          />
          {found && <PackageDetail item={found} />}
        </Flex>
      </Modal>
    </>
  );
}

function PackageDetail({ item }: { item: TPackageDetail }) {
  const { t } = useTranslation();
  const dash = (v: string) => v || "—";
  return (
    <Flex vertical gap={12} data-testid="package-lookup-result">
      <Descriptions size="small" bordered column={2}>
        <Descriptions.Item label={t("packing.fields.order")}>{item.code}</Descriptions.Item>
        <Descriptions.Item label={t("packing.lookup.status")}>
          <Tag>{t(`orders.status.${item.status}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t("packing.fields.tracking")}>
          {dash(item.tracking_number)}
        </Descriptions.Item>
        <Descriptions.Item label={t("packing.fields.channel")}>{dash(item.channel_name)}</Descriptions.Item>
        <Descriptions.Item label={t("packing.lookup.consignee")}>
          {item.consignee} ({item.country})
        </Descriptions.Item>
        <Descriptions.Item label={t("packing.lookup.review")}>
          {t("packing.lookup.reviewProgress", {
            scanned: item.review.scanned,
            total: item.review.total,
            refused: item.review.refused,
          })}
        </Descriptions.Item>
        <Descriptions.Item label={t("packing.lookup.bag")}>
          {item.bag ? `${item.bag.bag_number} (${t(`packing.bagStatus.${item.bag.status}`)})` : "—"}
        </Descriptions.Item>
        <Descriptions.Item label={t("packing.lookup.waybill")}>
          {item.waybill
            ? t("packing.lookup.waybillPrinted", {
                count: item.waybill.print_count,
                box: dash(item.waybill.box_number),
              })
            : t("packing.lookup.waybillNone")}
        </Descriptions.Item>
        <Descriptions.Item label={t("packing.lookup.updated")}>
          {formatTime(item.updated_at)}
        </Descriptions.Item>
      </Descriptions>
      <ItemsTable<TPackageDetail["weighings"][number]>
        rowKey="weighed_at"
        dataSource={item.weighings}
        locale={{ emptyText: t("packing.lookup.noWeighings") }}
        columns={[
          timeColumn("weighed_at", t("packing.lookup.weighedAt"), { sorter: false }),
          textColumn("expected_kg", t("packing.weighing.expected")),
          textColumn("actual_kg", t("packing.weighing.actual")),
          {
            key: "result",
            title: t("packing.weighing.verdict"),
            render: (_v, w) => (
              <Tag color={w.within_tolerance ? "success" : "error"}>
                {t(
                  w.within_tolerance
                    ? "packing.weighing.verdicts.weighed"
                    : "packing.weighing.verdicts.exception",
                )}
              </Tag>
            ),
          },
        ]}
      />
    </Flex>
  );
}
