import { PlusOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import type { TRateCardSummary } from "@wms/contracts";
import { Button, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { oneLineCell } from "../../components/data-table/cell-kinds.ts";
import { CellText, longTextColumn, numberColumn } from "../../components/data-table/columns.tsx";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { timeColumn } from "../../components/data-table/time-column.ts";
import { billingApi, billingKey } from "./billing-api.ts";
import { cardName } from "./billing-texts.ts";
import { CardDrawer } from "./card-drawer.tsx";
import { NewCardModal } from "./new-card-modal.tsx";

const cardTypes = ["default", "customer"] as const;

/**
 * The rate cards: the default card (every customer without one of its own) and the customers' own; a row
 * opens its card, "New card" makes the default card first and customers' cards after it.
 */
export function RateCardsTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [openCard, setOpenCard] = useState<string | null>(null);
  const newCard = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
      {t("billing.newCard")}
    </Button>
  );
  return (
    <>
      <DataTable<TRateCardSummary>
        testId="rate-cards-table"
        queryKey={[...billingKey, "cards"]}
        fetchPage={billingApi.listRateCards}
        rowKey="id"
        search={{ name: "keyword", placeholder: t("billing.list.search") }}
        filters={[
          valuesFilter({ name: "card_type", label: t("billing.list.cardType") }, cardTypes, (type) =>
            t(`billing.cardTypes.${type}`),
          ),
        ]}
        actions={() => newCard}
        emptyText={t("billing.list.empty")}
        emptyAction={newCard}
        onRow={(row) => ({ onClick: () => setOpenCard(row.id), style: { cursor: "pointer" } })}
        columns={[
          longTextColumn<TRateCardSummary>("customer", t("billing.list.card"), (row) => cardName(t, row), {
            sorter: true,
            render: (_v, row) => (
              <>
                <Button
                  type="link"
                  size="small"
                  className="wms-cell-link"
                  onClick={(e) => {
                    e.stopPropagation();
                    setOpenCard(row.id);
                  }}
                >
                  {row.customer_id ? row.customer_name : t("billing.defaultCard")}
                </Button>
                <Typography.Text type="secondary">
                  <CellText text={row.customer_id ? row.owner_code : t("billing.defaultCardHint")} />
                </Typography.Text>
              </>
            ),
          }),
          {
            key: "current_from",
            title: t("billing.list.currentFrom"),
            className: oneLineCell,
            render: (_v, row) =>
              row.current_from ?? (
                <Typography.Text type="secondary">{t("billing.list.notStarted")}</Typography.Text>
              ),
          },
          {
            key: "upcoming_from",
            title: t("billing.list.upcomingFrom"),
            className: oneLineCell,
            render: (_v, row) => row.upcoming_from ?? "—",
          },
          numberColumn<TRateCardSummary>("version_count", t("billing.list.versions")),
          timeColumn("updated_at", t("billing.list.updated")),
        ]}
      />
      <NewCardModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(card) => {
          void queryClient.invalidateQueries({ queryKey: billingKey });
          setOpenCard(card.id);
        }}
      />
      <CardDrawer cardId={openCard} onClose={() => setOpenCard(null)} />
    </>
  );
}
