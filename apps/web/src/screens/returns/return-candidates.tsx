import type { TFindReturnsAnswer, TReturnSummary } from "@wms/contracts";
import { Button, Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ItemsTable } from "../../components/data-table/items-table.tsx";
import { ReturnStatusTag } from "./returns-status.tsx";

/** RMAs a scan matched by order code or consignee: the staff choose the parcel's one. */
export function ReturnCandidates(props: {
  scan: string;
  matched: TFindReturnsAnswer["matched"];
  list: TReturnSummary[];
  onChoose: (rma: TReturnSummary) => void;
}) {
  const { t } = useTranslation();
  const f = (key: string) => t(`returns.fields.${key}`);
  return (
    <Card
      size="small"
      title={t(`returns.bench.candidates.${props.matched === "order" ? "order" : "consignee"}`, {
        count: props.list.length,
        scan: props.scan,
      })}
      data-testid="return-candidates"
    >
      <ItemsTable<TReturnSummary>
        rowKey="id"
        dataSource={props.list}
        columns={[
          { key: "code", title: f("code"), render: (_v, r) => `${r.code} · ${r.warehouse_code}` },
          { key: "customer", title: f("customer"), render: (_v, r) => `${r.owner_code} ${r.customer_name}` },
          {
            key: "order",
            title: f("order"),
            render: (_v, r) => (
              <>
                <div>{r.order_code ?? t("returns.noOrder")}</div>
                <Typography.Text type="secondary">{r.consignee || "—"}</Typography.Text>
              </>
            ),
          },
          { key: "tracking", title: f("trackingNumber"), render: (_v, r) => r.tracking_number || "—" },
          { key: "status", title: f("status"), render: (_v, r) => <ReturnStatusTag status={r.status} /> },
          {
            key: "choose",
            title: t("common.actions"),
            render: (_v, r) => (
              <Button
                size="small"
                onClick={() => props.onChoose(r)}
                aria-label={t("returns.bench.chooseOne", { code: r.code })}
              >
                {t("returns.bench.choose")}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
