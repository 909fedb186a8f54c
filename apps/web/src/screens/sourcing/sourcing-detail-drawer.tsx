import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TSourcingDetail, TSourcingQuote } from "@wms/contracts";
import {
  App,
  Button,
  Descriptions,
  Drawer,
  Flex,
  Popconfirm,
  Skeleton,
  Tag,
  Timeline,
  Typography,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { countryName } from "../../components/country-select.tsx";
import { textColumn } from "../../components/data-table/columns.tsx";
import { ItemsTable } from "../../components/data-table/items-table.tsx";
import { formatMoney, formatTime } from "../../components/format.ts";
import { ReasonModal } from "./reason-modal.tsx";
import { sourcingApi, sourcingKey } from "./sourcing-api.ts";
import { SourcingStatusTag, SourcingSubject } from "./sourcing-parts.tsx";

/** The quote as the customer reads it before confirming: supplier, terms, variants and shipping. */
function QuoteView({ quote }: { quote: TSourcingQuote }) {
  const { t } = useTranslation();
  return (
    <div data-testid="sourcing-quote">
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t("sourcing.quoteHeading", { version: quote.version })}
      </Typography.Title>
      <Descriptions size="small" column={2}>
        <Descriptions.Item label={t("sourcing.fields.supplier")}>
          {quote.supplier_url ? (
            <Typography.Link href={quote.supplier_url} target="_blank" rel="noopener noreferrer">
              {quote.supplier_name}
            </Typography.Link>
          ) : (
            quote.supplier_name
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t("sourcing.fields.productTitle")}>{quote.product_title}</Descriptions.Item>
        <Descriptions.Item label={t("sourcing.fields.moq")}>{quote.moq}</Descriptions.Item>
        <Descriptions.Item label={t("sourcing.fields.leadTime")}>{quote.lead_time_days}</Descriptions.Item>
        <Descriptions.Item label={t("sourcing.fields.validUntil")}>
          {formatTime(quote.valid_until)}
        </Descriptions.Item>
        <Descriptions.Item label={t("sourcing.fields.quotedBy")}>
          {quote.quoted_by} · {formatTime(quote.quoted_at)}
        </Descriptions.Item>
        {quote.remark && (
          <Descriptions.Item label={t("sourcing.fields.remark")}>{quote.remark}</Descriptions.Item>
        )}
      </Descriptions>
      <ItemsTable<TSourcingQuote["variants"][number]>
        rowKey="sku"
        dataSource={quote.variants}
        data-testid="sourcing-quote-variants"
        columns={[
          textColumn("colour", t("sourcing.fields.colour")),
          textColumn("size", t("sourcing.fields.size")),
          textColumn("sku", t("sourcing.fields.sku")),
          {
            key: "unit_cost",
            title: t("sourcing.fields.unitCost"),
            align: "right",
            render: (_v, v) => formatMoney(v.unit_cost, quote.currency),
          },
          {
            key: "weight",
            title: t("sourcing.fields.weight"),
            align: "right",
            render: (_v, v) =>
              v.weight === null ? (
                <Tag color="error" title={t("sourcing.noWeightHint")}>
                  {t("sourcing.noWeight")}
                </Tag>
              ) : (
                Number(v.weight)
              ),
          },
        ]}
      />
      {quote.shipping.length > 0 && (
        <ItemsTable<TSourcingQuote["shipping"][number]>
          rowKey="country"
          dataSource={quote.shipping}
          style={{ marginTop: 12 }}
          data-testid="sourcing-quote-shipping"
          columns={[
            {
              key: "country",
              title: t("sourcing.fields.country"),
              render: (_v, s) => countryName(s.country),
            },
            {
              key: "cost",
              title: t("sourcing.fields.shippingCost"),
              align: "right",
              render: (_v, s) => formatMoney(s.cost, quote.currency),
            },
          ]}
        />
      )}
    </div>
  );
}

/**
 * One request: what was asked, the quote, the log, and the buttons of what the caller may do now (the
 * server's `actions`). Shared by the drop shipper's history and the staff's queue (`onQuote` opens the quote form).
 */
export function SourcingDetailDrawer(props: {
  sourcingId: string | null;
  providerUuid?: string;
  area: "ds" | "p";
  onClose: () => void;
  onQuote?: (request: TSourcingDetail) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<"reject" | "reject_quote" | null>(null);
  const ref = { provider_uuid: props.providerUuid, sourcing_id: props.sourcingId ?? "" };
  const detail = useQuery({
    queryKey: [...sourcingKey, "detail", props.sourcingId],
    queryFn: () => sourcingApi.detail(ref),
    enabled: Boolean(props.sourcingId),
  });
  const r = detail.data;
  const can = (action: string) => r?.actions.includes(action) ?? false;
  const act = async (work: Promise<unknown>, done: string) => {
    await work;
    void message.success(done);
    await queryClient.invalidateQueries({ queryKey: sourcingKey });
  };

  return (
    <Drawer
      open={Boolean(props.sourcingId)}
      onClose={props.onClose}
      size="large"
      title={r ? t("sourcing.detailTitle", { code: r.code }) : undefined}
      extra={
        r && (
          <Flex gap={8} wrap data-testid="sourcing-actions">
            {can("start") && (
              <Popconfirm
                title={t("sourcing.startConfirm", { code: r.code })}
                okText={t("sourcing.start")}
                cancelText={t("common.cancel")}
                onConfirm={() => act(sourcingApi.start(ref), t("sourcing.started"))}
              >
                <Button type="primary">{t("sourcing.start")}</Button>
              </Popconfirm>
            )}
            {can("quote") && props.onQuote && (
              <Button type="primary" onClick={() => props.onQuote?.(r)}>
                {r.quote ? t("sourcing.requote") : t("sourcing.quote")}
              </Button>
            )}
            {can("reject") && (
              <Button danger onClick={() => setAsking("reject")}>
                {t("sourcing.reject")}
              </Button>
            )}
            {can("confirm") && (
              <Popconfirm
                title={t("sourcing.confirmConfirm", { code: r.code })}
                description={t("sourcing.confirmHint")}
                okText={t("sourcing.confirm")}
                cancelText={t("common.cancel")}
                onConfirm={() => act(sourcingApi.confirm(ref), t("sourcing.confirmed"))}
              >
                <Button type="primary">{t("sourcing.confirm")}</Button>
              </Popconfirm>
            )}
            {can("reject_quote") && (
              <Button danger onClick={() => setAsking("reject_quote")}>
                {t("sourcing.rejectQuote")}
              </Button>
            )}
            {can("cancel") && (
              <Popconfirm
                title={t("sourcing.cancelConfirm", { code: r.code })}
                okText={t("sourcing.cancelRequest")}
                cancelText={t("sourcing.keep")}
                onConfirm={() => act(sourcingApi.cancel(ref), t("sourcing.cancelled"))}
              >
                <Button danger>{t("sourcing.cancelRequest")}</Button>
              </Popconfirm>
            )}
          </Flex>
        )
      }
    >
      {!r ? (
        <Skeleton active />
      ) : (
        <div data-testid="sourcing-detail">
          <Descriptions size="small" column={2}>
            <Descriptions.Item label={t("sourcing.fields.status")}>
              <SourcingStatusTag status={r.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t("sourcing.fields.mode")}>
              {t(`sourcing.mode.${r.mode}`)}
            </Descriptions.Item>
            {props.area === "p" && (
              <Descriptions.Item label={t("sourcing.fields.customer")}>
                {r.owner_code} {r.customer_name}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t("sourcing.fields.subject")} span={2}>
              <SourcingSubject request={r} />
            </Descriptions.Item>
            <Descriptions.Item label={t("sourcing.fields.expectedPrice")}>
              {r.expected_price ?? "—"}
            </Descriptions.Item>
            <Descriptions.Item label={t("sourcing.fields.itemsCount")}>{r.items_count}</Descriptions.Item>
            <Descriptions.Item label={t("sourcing.fields.purchaseReason")}>
              {r.purchase_reason || "—"}
            </Descriptions.Item>
            <Descriptions.Item label={t("sourcing.fields.assignee")}>
              {r.assignee_name ?? "—"}
            </Descriptions.Item>
            {r.description && (
              <Descriptions.Item label={t("sourcing.fields.description")} span={2}>
                {r.description}
              </Descriptions.Item>
            )}
            {r.reject_reason && (
              <Descriptions.Item label={t("sourcing.fields.rejectReason")} span={2}>
                <Typography.Text type="danger">{r.reject_reason}</Typography.Text>
              </Descriptions.Item>
            )}
            {r.created_product_id && (
              <Descriptions.Item label={t("sourcing.fields.product")} span={2}>
                <Link
                  to={`/${props.area}/product?search=${encodeURIComponent(r.code)}`}
                  data-testid="sourcing-product-link"
                >
                  {t("sourcing.openProduct")}
                </Link>
              </Descriptions.Item>
            )}
          </Descriptions>
          {r.quote && <QuoteView quote={r.quote} />}
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t("sourcing.logTitle")}
          </Typography.Title>
          <Timeline
            items={r.logs.map((l) => ({
              children: `${formatTime(l.created_at)} · ${l.actor_name} · ${t(`sourcing.actions.${l.action}`)}${
                l.to_status && l.to_status !== l.from_status
                  ? ` → ${t(`sourcing.status.${l.to_status}`)}`
                  : ""
              }`,
            }))}
          />
        </div>
      )}
      <ReasonModal
        open={asking !== null}
        title={t(asking === "reject" ? "sourcing.rejectTitle" : "sourcing.rejectQuoteTitle")}
        okText={t(asking === "reject" ? "sourcing.reject" : "sourcing.rejectQuote")}
        onClose={() => setAsking(null)}
        send={(reason) =>
          act(
            asking === "reject"
              ? sourcingApi.reject({ ...ref, reason })
              : sourcingApi.rejectQuote({ ...ref, reason }),
            t("sourcing.rejected"),
          )
        }
      />
    </Drawer>
  );
}
