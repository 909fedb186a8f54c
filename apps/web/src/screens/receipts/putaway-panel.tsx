import { useQuery } from "@tanstack/react-query";
import type { TPutawaySuggestion, TReceiptDetail } from "@wms/contracts";
import { Button, Select, Skeleton, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ItemsTable } from "../../components/data-table/items-table.tsx";
import { receiptsApi, receiptsKey } from "./receipts-api.ts";
import { useStepSave } from "./use-step-save.tsx";

const typesOf = { qualified: ["pick", "storage"], unqualified: ["defect"] } as const;

/**
 * Putaway: the suggested location of every qualified and unqualified quantity, editable; the confirm
 * button has the focus, so Enter puts everything away in one go.
 */
export function PutawayPanel(props: { receipt: TReceiptDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const ref = { receipt_id: props.receipt.receipt_id };
  const suggest = useQuery({
    queryKey: [...receiptsKey, "suggest", props.receipt.receipt_id],
    queryFn: () => receiptsApi.suggest(ref),
  });
  const [chosen, setChosen] = useState<Record<number, string | undefined>>({});
  const { saving, save, setError, errorAlert } = useStepSave(props.onDone);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (suggest.data) confirm.current?.focus();
  }, [suggest.data]);
  if (!suggest.data) return <Skeleton active />;
  const rows = suggest.data.suggestions.map((s, i) => ({ ...s, index: i }));
  const locationOf = (s: TPutawaySuggestion & { index: number }) =>
    chosen[s.index] ?? s.location_id ?? undefined;

  const submit = async () => {
    if (rows.some((s) => !locationOf(s))) {
      setError(t("receipts.putaway.missing"));
      return;
    }
    await save(() =>
      receiptsApi.putaway({
        ...ref,
        items: rows.map((s) => ({
          line_id: s.line_id,
          kind: s.kind,
          quantity: s.quantity,
          location_id: locationOf(s) ?? "",
        })),
      }),
    );
  };

  return (
    <div data-testid="receipt-putaway">
      {errorAlert}
      <ItemsTable
        rowKey="index"
        dataSource={rows}
        columns={[
          { key: "sku", title: t("receipts.fields.sku"), dataIndex: "sku" },
          { key: "kind", title: t("receipts.fields.kind"), render: (_v, s) => t(`receipts.kind.${s.kind}`) },
          { key: "quantity", title: t("receipts.fields.quantity"), dataIndex: "quantity" },
          {
            key: "location",
            title: t("receipts.fields.location"),
            render: (_v, s) => (
              <Select
                showSearch
                optionFilterProp="label"
                value={locationOf(s)}
                status={locationOf(s) ? undefined : "error"}
                onChange={(v) => setChosen((c) => ({ ...c, [s.index]: v }))}
                aria-label={`${s.sku} ${t("receipts.fields.location")}`}
                style={{ width: 200 }}
                options={suggest.data.locations
                  .filter((l) => (typesOf[s.kind] as readonly string[]).includes(l.type))
                  .map((l) => ({ value: l.location_id, label: l.code }))}
              />
            ),
          },
          {
            key: "reason",
            title: t("receipts.fields.suggestion"),
            render: (_v, s) => (
              <Typography.Text type="secondary">{t(`receipts.reason.${s.reason}`)}</Typography.Text>
            ),
          },
        ]}
      />
      <Button
        ref={confirm}
        type="primary"
        style={{ marginTop: 12 }}
        loading={saving}
        onClick={() => void submit()}
        data-testid="receipt-putaway-submit"
      >
        {t("receipts.putaway.submit")}
      </Button>
    </div>
  );
}
