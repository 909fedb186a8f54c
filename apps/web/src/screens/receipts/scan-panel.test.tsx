import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { TReceiptBox, TReceiptDetail, TReceiptLine, TScanReceiptResult } from "@wms/contracts";
import { App } from "antd";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { receiptsApi } from "./receipts-api.ts";
import { ScanPanel } from "./scan-panel.tsx";

// The panel shows its texts: the catalogue is loaded before the first render.
await i18nReady;

const api = mockApi(receiptsApi);

const line = (sku: string, barcode: string, number: number, received: number): TReceiptLine => ({
  line_id: `l-${sku}`,
  variant_id: `v-${sku}`,
  sku,
  barcode,
  name_en: sku,
  name_cn: sku,
  number,
  received_quantity: received,
  qualified_quantity: 0,
  unqualified_quantity: 0,
  remark: "",
});
const box: TReceiptBox = {
  box_id: "b1",
  box_no: 1,
  code: "RK202601010001-01",
  weight: "1.00",
  remark: "",
  received_at: null,
};
const receipt = {
  receipt_id: "r1",
  code: "RK202601010001",
  boxes: [box],
  lines: [line("CB-USBC-1M", "6901234500017", 20, 0), line("EB-100-BLK", "6901234500024", 10, 0)],
} as TReceiptDetail;

/** What the server answers for a line: its received count up by the quantity sent. */
const lineAnswer = (sku: string, received: number): TScanReceiptResult => ({
  kind: "line",
  box: null,
  line: line(sku, "", 20, received),
  added_line: false,
});

beforeEach(() => {
  api.scan.mockImplementation(async ({ code, quantity }) =>
    code.toUpperCase() === box.code
      ? { kind: "box", box: { ...box, received_at: 1 }, line: null, added_line: false }
      : lineAnswer(code, Number(quantity ?? 1)),
  );
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const onScanned = vi.fn();
function renderPanel() {
  render(
    <App>
      <ScanPanel receipt={receipt} onScanned={onScanned} onInspect={() => {}} />
    </App>,
  );
}

const scanField = () => screen.getByTestId("receipt-scan");
const countField = () => screen.getByTestId("receipt-count");
const key = (el: HTMLElement, name: "Enter" | "Escape") =>
  fireEvent.keyDown(el, { key: name, code: name, keyCode: name === "Enter" ? 13 : 27 });
/** A wedge scanner (or the keyboard) types `text` into the focused field and presses Enter. */
function typeEnter(text: string) {
  const field = document.activeElement as HTMLElement;
  fireEvent.change(field, { target: { value: text } });
  key(field, "Enter");
}
const sent = () => api.scan.mock.calls.map(([input]) => [input.code, input.quantity]);
const settle = () => act(() => new Promise((r) => setTimeout(r, 30)));

describe("receiving scan panel", () => {
  it("sends a box label at once, case and spaces aside, and keeps the scan field", async () => {
    renderPanel();
    expect(document.activeElement).toBe(scanField());
    typeEnter(" rk202601010001-01 ");
    await settle();
    expect(sent()).toEqual([["rk202601010001-01", 1]]);
    expect(screen.queryByTestId("receipt-count")).toBeNull();
    expect(document.activeElement).toBe(scanField());
    expect(screen.getByTestId("receipt-scan-ok").textContent).toContain("Box RK202601010001-01 arrived");
    expect(onScanned).toHaveBeenCalledTimes(1);
  });

  it("asks for the count of a SKU and sends it with the count typed (10), then goes back to scanning", async () => {
    renderPanel();
    typeEnter("CB-USBC-1M");
    await settle();
    expect(sent()).toEqual([]);
    // The count field has the focus with 1 selected, so the count typed replaces it.
    const count = countField() as HTMLInputElement;
    expect(document.activeElement).toBe(count);
    expect(count.value).toBe("1");
    expect([count.selectionStart, count.selectionEnd]).toEqual([0, 1]);
    expect(screen.getByRole("spinbutton", { name: "Count of CB-USBC-1M" })).toBe(count);
    expect(screen.getByTestId("receipt-count-prompt").textContent).toContain("CB-USBC-1M: how many?");
    typeEnter("10");
    await settle();
    expect(sent()).toEqual([["CB-USBC-1M", 10]]);
    expect(screen.queryByTestId("receipt-count")).toBeNull();
    expect(screen.queryByTestId("receipt-count-prompt")).toBeNull();
    expect(document.activeElement).toBe(scanField());
    expect(screen.getByTestId("receipt-scan-ok").textContent).toContain(
      "CB-USBC-1M: +10 units, 10 of 20 received",
    );
  });

  it("sends a waiting SKU with 1 when the next code is scanned over its count, in scan order", async () => {
    renderPanel();
    typeEnter("CB-USBC-1M");
    typeEnter("EB-100-BLK"); // typed by the scanner into the focused count field
    await settle();
    expect(sent()).toEqual([["CB-USBC-1M", 1]]);
    // The second code now waits, with a fresh count field of its own.
    expect(screen.getByTestId("receipt-count-prompt").textContent).toContain("EB-100-BLK: how many?");
    expect(document.activeElement).toBe(countField());
    expect((countField() as HTMLInputElement).value).toBe("1");
    expect(screen.getByTestId("receipt-scan-ok").textContent).toContain("CB-USBC-1M: +1 unit, 1 of 20");
    // A numeric barcode (longer than any count) and then a box label: each sends the one before.
    typeEnter("6901234500017");
    typeEnter("RK202601010001-01");
    await settle();
    expect(sent()).toEqual([
      ["CB-USBC-1M", 1],
      ["EB-100-BLK", 1],
      ["6901234500017", 1],
      ["RK202601010001-01", 1],
    ]);
    expect(screen.queryByTestId("receipt-count")).toBeNull();
    expect(document.activeElement).toBe(scanField());
  });

  it("sends nothing when Escape drops the waiting code, and scanning goes on", async () => {
    renderPanel();
    typeEnter("CB-USBC-1M");
    fireEvent.change(countField(), { target: { value: "7" } });
    key(countField(), "Escape");
    await settle();
    expect(screen.queryByTestId("receipt-count")).toBeNull();
    expect(screen.queryByTestId("receipt-count-prompt")).toBeNull();
    expect(document.activeElement).toBe(scanField());
    typeEnter("RK202601010001-01");
    await settle();
    expect(sent()).toEqual([["RK202601010001-01", 1]]);
  });

  it.each(["0", "2.5", "-3", "1000001", ""])(
    "refuses the count %j beside the field and sends nothing until a good count",
    async (bad) => {
      renderPanel();
      typeEnter("CB-USBC-1M");
      typeEnter(bad);
      await settle();
      expect(sent()).toEqual([]);
      const error = screen.getByTestId("receipt-count-error");
      expect(error.getAttribute("role")).toBe("alert");
      expect(error.textContent).toBe("Type a whole number from 1 to 1,000,000");
      // The field keeps what was typed (InputNumber would bring it into range), selected for the retry.
      const count = countField() as HTMLInputElement;
      expect(count.value).toBe(bad);
      expect(count.getAttribute("aria-invalid")).toBe("true");
      expect(count.getAttribute("aria-describedby")).toContain(error.id);
      expect(document.activeElement).toBe(count);
      // The code still waits: a good count sends it.
      typeEnter("3");
      await settle();
      expect(screen.queryByTestId("receipt-count-error")).toBeNull();
      expect(sent()).toEqual([["CB-USBC-1M", 3]]);
    },
  );

  it("keeps the order of sends when answers are slow", async () => {
    const answers: Array<() => void> = [];
    api.scan.mockImplementation(
      ({ code, quantity }) =>
        new Promise((resolve) => answers.push(() => resolve(lineAnswer(code, Number(quantity ?? 1))))),
    );
    renderPanel();
    typeEnter("CB-USBC-1M");
    typeEnter("4");
    typeEnter("EB-100-BLK");
    typeEnter("2");
    await settle();
    // The second waits in the queue until the first is answered.
    expect(sent()).toEqual([["CB-USBC-1M", 4]]);
    await act(async () => answers.shift()?.());
    await settle();
    expect(sent()).toEqual([
      ["CB-USBC-1M", 4],
      ["EB-100-BLK", 2],
    ]);
  });
});
