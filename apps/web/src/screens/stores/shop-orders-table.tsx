import {
  fulfilmentLabels,
  paymentLabels,
  shopFulfilmentStates,
  type TShopOrder,
  type TShopOrderLine,
} from "@wms/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable, valuesFilter } from "../../components/data-table/data-table.tsx";
import { withDayRange } from "../../components/data-table/day-range.ts";
import { MapSkuModal } from "./map-sku-modal.tsx";
import { RetryOrdersButton } from "./retry-orders-button.tsx";
import { shopOrderColumns } from "./shop-order-columns.tsx";
import { ShopOrderDetail } from "./shop-order-detail.tsx";
import { shopOrdersKey } from "./shop-orders.ts";
import { ShopOrdersExport } from "./shop-orders-export.tsx";
import { storesApi } from "./stores-api.ts";

/**
 * A shop's orders: the drop shipper's with `providerUuid` (held orders selectable to try again, unmapped
 * lines mapped to a catalogue SKU), or, without it, a customer shop read by provider staff. Keyword,
 * filters, the day range, sort and page live in the URL (the state counts set `state`, the fulfilment
 * panel's counts `push_state`).
 * `noOrdersYet` says the shop sent none at all, rather than none matching.
 */
export function ShopOrdersTable(props: { shopId: string; providerUuid?: string; noOrdersYet: boolean }) {
  const { t } = useTranslation();
  const { shopId, providerUuid } = props;
  const [mapping, setMapping] = useState<TShopOrderLine | null>(null);
  const shipper = providerUuid !== undefined;
  // An RMA made of a shop's return: the drop shipper's Returns with the provider, or the provider's.
  const rmaLink = (code: string) => {
    const search = `keyword=${encodeURIComponent(code)}`;
    return shipper ? `/ds/returns?${search}&provider_uuid=${providerUuid}` : `/p/returns?${search}`;
  };
  return (
    <>
      <DataTable<TShopOrder>
        testId="shop-orders-table"
        title={t("stores.orders.title")}
        queryKey={shopOrdersKey(shopId)}
        fetchPage={(p) =>
          storesApi.orders({ ...withDayRange(p), shop_id: shopId, provider_uuid: providerUuid })
        }
        rowKey="id"
        search={{ name: "keyword", placeholder: t("stores.orders.search") }}
        filters={[
          valuesFilter(
            { name: "payment_status", label: t("stores.orders.paymentStatus") },
            paymentLabels,
            (s) => t(`orders.payment.${s}`),
          ),
          valuesFilter(
            { name: "fulfilment_status", label: t("stores.orders.fulfilmentStatus"), width: 180 },
            fulfilmentLabels,
            (s) => t(`orders.fulfilment.${s}`),
          ),
          valuesFilter(
            { name: "push_state", label: t("stores.orders.pushState"), width: 180 },
            shopFulfilmentStates,
            (s) => t(`stores.orders.push.states.${s}`),
          ),
          { kind: "dateRange", name: "date", label: t("stores.orders.orderedOn") },
        ]}
        selectable={shipper}
        canSelect={(o) => o.state === "held"}
        actions={(selected, clear) => (
          <>
            {shipper && (
              <RetryOrdersButton
                shopId={shopId}
                providerUuid={providerUuid}
                selected={selected}
                clear={clear}
              />
            )}
            <ShopOrdersExport shopId={shopId} providerUuid={providerUuid} />
          </>
        )}
        expandable={{
          expandedRowRender: (o) => <ShopOrderDetail order={o} onMap={shipper ? setMapping : undefined} />,
        }}
        emptyText={t(props.noOrdersYet ? "stores.orders.empty" : "stores.orders.noMatch")}
        columns={shopOrderColumns(t, rmaLink)}
      />
      {shipper && (
        <MapSkuModal
          shopId={shopId}
          providerUuid={providerUuid}
          line={mapping}
          onClose={() => setMapping(null)}
        />
      )}
    </>
  );
}
