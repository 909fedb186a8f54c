import type { TUnidentifiedReturn } from "@wms/contracts";
import { Button, Typography } from "antd";
import type { ColumnsType } from "antd/es/table/interface";
import type { TFunction } from "i18next";
import { oneLineCell } from "../../components/data-table/cell-kinds.ts";
import { actionsColumn, CellText, longTextColumn } from "../../components/data-table/columns.tsx";
import { formatTime } from "../../components/format.ts";
import { PhotoThumbs } from "./return-photos.tsx";
import { UnidentifiedStatusTag } from "./returns-status.tsx";

/** Who received the parcel and when (sortable by when). */
const receivedColumn = (title: string): ColumnsType<TUnidentifiedReturn>[number] => ({
  key: "received_at",
  title,
  sorter: true,
  className: oneLineCell,
  render: (_v, p) => (
    <>
      <div>{formatTime(p.received_at)}</div>
      <Typography.Text type="secondary">{p.received_by}</Typography.Text>
    </>
  ),
});

/** The RMA the parcel became, its customer, and who gave it to them when. */
function AssignedCell({ parcel, t }: { parcel: TUnidentifiedReturn; t: TFunction }) {
  if (!parcel.return_code) return <>—</>;
  return (
    <>
      <CellText text={`${parcel.return_code} · ${parcel.customer_name ?? ""}`} />
      <Typography.Text type="secondary">
        <CellText
          text={t("returns.unidentified.assignedBy", {
            by: parcel.assigned_by ?? "",
            at: formatTime(parcel.assigned_at),
          })}
        />
      </Typography.Text>
    </>
  );
}

/**
 * The unidentified parcels' columns: code (sortable) over the warehouse, tracking number, markings, photos,
 * status, received (sortable) and by whom, the RMA it became; "Assign…" while it waits.
 */
export function unidentifiedColumns(
  t: TFunction,
  onAssign: (parcel: TUnidentifiedReturn) => void,
): ColumnsType<TUnidentifiedReturn> {
  const c = (key: string) => t(`returns.unidentified.fields.${key}`);
  return [
    {
      key: "code",
      title: c("code"),
      sorter: true,
      className: oneLineCell,
      render: (_v, p) => (
        <>
          <div>{p.code}</div>
          <Typography.Text type="secondary">{p.warehouse_code}</Typography.Text>
        </>
      ),
    },
    longTextColumn<TUnidentifiedReturn>("tracking", c("tracking"), (p) => p.tracking_number, { width: 170 }),
    longTextColumn<TUnidentifiedReturn>("markings", c("markings"), (p) => p.markings),
    {
      key: "photos",
      title: c("photos"),
      render: (_v, p) =>
        p.photos.length > 0 ? (
          <PhotoThumbs photos={p.photos} label={t("returns.unidentified.photo", { code: p.code })} />
        ) : (
          "—"
        ),
    },
    {
      key: "status",
      title: c("status"),
      className: oneLineCell,
      render: (_v, p) => <UnidentifiedStatusTag status={p.status} />,
    },
    receivedColumn(c("received")),
    longTextColumn<TUnidentifiedReturn>("assigned", c("assigned"), (p) => p.return_code, {
      render: (_v, p) => <AssignedCell parcel={p} t={t} />,
    }),
    actionsColumn<TUnidentifiedReturn>(t("common.actions"), (p) =>
      p.status === "waiting" ? (
        <Button
          type="link"
          size="small"
          data-testid={`unidentified-assign-${p.id}`}
          onClick={() => onAssign(p)}
        >
          {t("returns.unidentified.assign")}
        </Button>
      ) : null,
    ),
  ];
}
