import { returnActions, returnDispositions, returnStatuses, type TReturnDetail } from "@wms/contracts";
import { Timeline, Typography } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";

type TLog = TReturnDetail["logs"][number];

/** The actions the history names in words; another (a later one) shows as the server wrote it. */
const namedActions: readonly string[] = [...returnActions, "create", "assign"];
/**
 * The details the history names in words, those the server writes (returns.service.ts and its lifecycle):
 * create (order, units, tracking_number), ship (tracking_number), cancel (reason), receive (tracking_number,
 * photos: a count), inspect (sku, quantity, disposition, location_code), finish (missing: a count), assign
 * (parcel_code); note is kept for older entries. Another shows as "key: value".
 */
const namedDetails = [
  "order",
  "units",
  "reason",
  "tracking_number",
  "photos",
  "sku",
  "quantity",
  "disposition",
  "location_code",
  "missing",
  "note",
  "parcel_code",
];

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** A log's detail as short texts: "Reason: wrong size", "Units: 2", "Disposition: Restock"… */
function detailTexts(detail: TLog["detail"], t: TFunction): string[] {
  return Object.entries(detail).flatMap(([key, value]) => {
    if (value === null || value === undefined || value === "" || typeof value === "object") return [];
    const text =
      key === "disposition" && isOneOf(returnDispositions, String(value))
        ? t(`returns.dispositions.${String(value)}`)
        : String(value);
    return [
      namedDetails.includes(key) ? t(`returns.history.details.${key}`, { value: text }) : `${key}: ${text}`,
    ];
  });
}

const statusText = (status: string | null, t: TFunction) =>
  isOneOf(returnStatuses, status) ? t(`returns.statuses.${status}`) : (status ?? "");

/** One entry: when, who, the action, the states it went from and to, and what it did. */
function LogLine({ log }: { log: TLog }) {
  const { t } = useTranslation();
  const action = isOneOf(namedActions, log.action) ? t(`returns.history.actions.${log.action}`) : log.action;
  const moved =
    log.to_status && log.from_status !== log.to_status
      ? ` · ${log.from_status ? `${statusText(log.from_status, t)} → ` : ""}${statusText(log.to_status, t)}`
      : "";
  const details = detailTexts(log.detail, t);
  return (
    <>
      <Typography.Text>{`${formatTime(log.created_at)} · ${log.actor_name} · ${action}${moved}`}</Typography.Text>
      {details.length > 0 && (
        <div>
          <Typography.Text type="secondary">{details.join(" · ")}</Typography.Text>
        </div>
      )}
    </>
  );
}

/** The RMA's history, oldest first, as the receipts' and orders' drawers show theirs. */
export function ReturnHistory({ logs }: { logs: TReturnDetail["logs"] }) {
  return (
    <Timeline
      data-testid="return-history"
      items={logs.map((log, i) => ({ key: `${log.created_at}-${i}`, content: <LogLine log={log} /> }))}
    />
  );
}
