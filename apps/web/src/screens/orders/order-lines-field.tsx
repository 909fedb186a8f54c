import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import type { TInventoryRow } from "@wms/contracts";
import { AutoComplete, Button, Flex, Form, InputNumber, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { inventoryApi } from "../inventory/inventory-api.ts";

/** Whose stock the form looks at: the drop shipper names the provider, staff the customer. */
export type TStockOwner = { providerUuid?: string; customerId?: string; warehouseId?: string };

/** The owner's SKUs matching `keyword` in the inventory list of the chosen warehouse (available = sellable). */
function skuRows(owner: TStockOwner, keyword: string, pageSize: number) {
  return inventoryApi.list(
    { providerUuid: owner.providerUuid },
    {
      cur_page: 1,
      page_size: pageSize,
      keyword: keyword || undefined,
      warehouse_id: owner.warehouseId,
      customer_id: owner.customerId,
    },
  );
}

const isCode = (row: TInventoryRow, code: string) =>
  row.sku === code || (row.barcode !== "" && row.barcode === code);

/** A line that asks more than can be sold: its index, the SKU and the two figures. */
export type TShortLine = { index: number; sku: string; requested: number; available: number };

/**
 * The lines that ask more than the owner can sell in the warehouse now (the server's submit check, asked
 * before submitting so the form can point at the line). One lookup per line, by its exact code.
 */
export async function shortLines(
  owner: TStockOwner,
  lines: { sku?: string; quantity?: unknown }[],
): Promise<TShortLine[]> {
  const short: TShortLine[] = [];
  await Promise.all(
    lines.map(async (line, index) => {
      const sku = line.sku?.trim();
      const requested = Number(line.quantity);
      if (!sku || !(requested > 0)) return;
      const page = await skuRows(owner, sku, 5);
      const available = page.list.find((r) => isCode(r, sku))?.available ?? 0;
      if (requested > available) short.push({ index, sku, requested, available });
    }),
  );
  return short.sort((a, b) => a.index - b.index);
}

/** Items by SKU with a quantity above 0; the SKU field looks the owner's SKUs up, with what can be sold. */
export function OrderLinesField(props: { owner: TStockOwner }) {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState("");
  const { owner } = props;
  const skus = useQuery({
    queryKey: ["orders", "sku-lookup", owner.providerUuid, owner.customerId, owner.warehouseId, keyword],
    queryFn: () => skuRows(owner, keyword, 20),
    enabled: Boolean(owner.providerUuid || owner.customerId),
  });
  const options = (skus.data?.list ?? []).map((r) => {
    const name = i18n.language === "zh_cn" ? r.name_cn || r.name_en : r.name_en || r.name_cn;
    return {
      value: r.sku,
      label: t("orders.lines.option", { sku: r.sku, name, count: r.available }),
    };
  });
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4}>
          {fields.map((field) => (
            <Space key={field.key} align="start">
              <Form.Item
                name={[field.name, "sku"]}
                rules={[{ required: true, whitespace: true, message: t("orders.required") }]}
              >
                <AutoComplete
                  options={options}
                  onSearch={setKeyword}
                  onFocus={() => setKeyword("")}
                  placeholder={t("orders.fields.sku")}
                  aria-label={t("orders.fields.sku")}
                  style={{ width: 360 }}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, "quantity"]}
                rules={[{ required: true, type: "integer", min: 1, message: t("orders.quantityPositive") }]}
              >
                <InputNumber
                  min={1}
                  precision={0}
                  placeholder={t("orders.fields.quantity")}
                  aria-label={t("orders.fields.quantity")}
                />
              </Form.Item>
              {fields.length > 1 && (
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  aria-label={t("orders.removeLine")}
                  onClick={() => remove(field.name)}
                />
              )}
            </Space>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ sku: "", quantity: 1 })}
            style={{ alignSelf: "flex-start" }}
          >
            {t("orders.addLine")}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
