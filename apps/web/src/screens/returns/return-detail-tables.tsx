import {
  returnDispositions,
  type TDispositionCounts,
  type TReturnDetail,
  type TReturnLine,
  type TReturnUnit,
} from "@wms/contracts";
import { Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ItemsTable } from "../../components/data-table/items-table.tsx";
import { formatTime } from "../../components/format.ts";
import { PhotoThumbs } from "./return-photos.tsx";
import { DispositionTag, type TUnitOutcome } from "./returns-status.tsx";

const outcomes: readonly TUnitOutcome[] = [...returnDispositions, "missing"];

/** A line's inspected units by what became of them: a tag with its count for each one that has units. */
function DoneCell({ done }: { done: TDispositionCounts }) {
  const shown = outcomes.filter((o) => done[o] > 0);
  if (shown.length === 0) return <>—</>;
  return (
    <Flex wrap gap={4}>
      {shown.map((o) => (
        <span key={o}>
          <DispositionTag status={o} /> {done[o]}
        </span>
      ))}
    </Flex>
  );
}

/** The SKU and, under it, its name in the reader's language (the other when it has none). */
function SkuCell({ sku, names }: { sku: string; names: string }) {
  return (
    <>
      <div>{sku}</div>
      <Typography.Text type="secondary">{names}</Typography.Text>
    </>
  );
}

/** The SKUs the RMA names: units, why, what became of those inspected, and the units still to inspect. */
export function ReturnLinesTable({ rma }: { rma: TReturnDetail }) {
  const { t, i18n } = useTranslation();
  const name = (l: TReturnLine) =>
    (i18n.language === "zh_cn" ? l.name_cn || l.name_en : l.name_en || l.name_cn) || "—";
  const lineTitle = (key: string) => t(`returns.lines.${key}`);
  return (
    <ItemsTable<TReturnLine>
      rowKey="line_id"
      dataSource={rma.lines}
      data-testid="return-lines"
      columns={[
        { key: "sku", title: lineTitle("sku"), render: (_v, l) => <SkuCell sku={l.sku} names={name(l)} /> },
        { key: "quantity", title: lineTitle("quantity"), align: "right", dataIndex: "quantity" },
        {
          key: "reason",
          title: lineTitle("reason"),
          render: (_v, l) => (
            <>
              <div>{t(`returns.reasons.${l.reason}`)}</div>
              {l.reason_note && <Typography.Text type="secondary">{l.reason_note}</Typography.Text>}
            </>
          ),
        },
        { key: "done", title: lineTitle("done"), render: (_v, l) => <DoneCell done={l.done} /> },
        { key: "remaining", title: lineTitle("remaining"), align: "right", dataIndex: "remaining" },
      ]}
    />
  );
}

/** Each inspection, oldest first: the SKU, units, disposition, bin, note, photos, who and when. */
export function ReturnUnitsTable({ rma }: { rma: TReturnDetail }) {
  const { t } = useTranslation();
  const unitTitle = (key: string) => t(`returns.units.${key}`);
  return (
    <ItemsTable<TReturnUnit>
      rowKey="id"
      dataSource={rma.units}
      data-testid="return-units"
      locale={{ emptyText: t("returns.units.empty") }}
      columns={[
        { key: "sku", title: unitTitle("sku"), dataIndex: "sku" },
        { key: "quantity", title: unitTitle("quantity"), align: "right", dataIndex: "quantity" },
        {
          key: "disposition",
          title: unitTitle("disposition"),
          render: (_v, u) => <DispositionTag status={u.disposition} />,
        },
        { key: "location", title: unitTitle("location"), render: (_v, u) => u.location_code ?? "—" },
        {
          key: "note",
          title: unitTitle("note"),
          render: (_v, u) => (
            <Flex vertical gap={4}>
              {u.note || (u.photos.length === 0 && "—")}
              <PhotoThumbs photos={u.photos} label={t("returns.units.photo", { sku: u.sku })} />
            </Flex>
          ),
        },
        {
          key: "by",
          title: unitTitle("by"),
          render: (_v, u) => (
            <>
              <div>{u.inspected_by}</div>
              <Typography.Text type="secondary">{formatTime(u.inspected_at)}</Typography.Text>
            </>
          ),
        },
      ]}
    />
  );
}
