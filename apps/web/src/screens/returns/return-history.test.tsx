import { cleanup, screen } from "@testing-library/react";
import type { TReturnDetail } from "@wms/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage, i18nReady } from "../../i18n/i18n.ts";
import { renderAt } from "../../test/render-at.tsx";
import { ReturnHistory } from "./return-history.tsx";

await i18nReady;

afterEach(async () => {
  cleanup();
  await changeLanguage("en_us");
});

type TLog = TReturnDetail["logs"][number];
const log = (action: string, detail: TLog["detail"], from: string | null, to: string | null): TLog => ({
  action,
  from_status: from as TLog["from_status"],
  to_status: to as TLog["to_status"],
  actor_name: "demo-operator",
  detail,
  created_at: 1_900_000_000,
});

/** Every entry the server writes, with the detail keys it writes (a null order and an empty tracking number). */
const logs: TLog[] = [
  log("create", { order: null, units: 3, tracking_number: "" }, null, "requested"),
  log("create", { order: "SO-1001", units: 2, tracking_number: "1Z9" }, null, "requested"),
  log("ship", { tracking_number: "1Z9" }, "requested", "in_transit"),
  log("receive", { tracking_number: "1Z9", photos: 2 }, "in_transit", "received"),
  log("inspect", { sku: "EB-100", quantity: 1, disposition: "restock", location_code: "A-01" }, null, null),
  log("finish", { missing: 1 }, "received", "inspected"),
  log("assign", { parcel_code: "UR202606010001" }, null, "received"),
  log("cancel", { reason: "Buyer kept it" }, "requested", "cancelled"),
  log("close", {}, "inspected", "closed"),
];

/** Each entry's detail line as shown ("" when it has none). */
async function detailLines() {
  renderAt("/p/returns", <ReturnHistory logs={logs} />);
  const items = (await screen.findByTestId("return-history")).querySelectorAll(".ant-timeline-item");
  return [...items].map((item) => item.querySelector("div > .ant-typography-secondary")?.textContent ?? "");
}

describe("the RMA's history details", () => {
  it("names every detail the server writes, skipping empty values", async () => {
    expect(await detailLines()).toEqual([
      "Units: 3",
      "Order: SO-1001 · Units: 2 · Tracking number: 1Z9",
      "Tracking number: 1Z9",
      "Tracking number: 1Z9 · Photos: 2",
      "SKU: EB-100 · Units: 1 · Disposition: Restock · Location: A-01",
      "Units missing: 1",
      "Parcel: UR202606010001",
      "Reason: Buyer kept it",
      "",
    ]);
  });

  it("names them in Chinese too: no raw key shows", async () => {
    await changeLanguage("zh_cn");
    const lines = await detailLines();
    expect(lines).toEqual([
      "件数：3",
      "订单：SO-1001 · 件数：2 · 运单号：1Z9",
      "运单号：1Z9",
      "运单号：1Z9 · 照片：2 张",
      "SKU：EB-100 · 件数：1 · 处理方式：重新上架 · 库位：A-01",
      "缺失件数：1",
      "包裹：UR202606010001",
      "原因：Buyer kept it",
      "",
    ]);
    expect(lines.join(" ")).not.toMatch(/[a-z_]+:/);
  });
});
