import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { Form } from "antd";
import { afterEach, describe, expect, it } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { chooseOption } from "../../test/choose-option.ts";
import { renderAt, settle } from "../../test/render-at.tsx";
import { allTypes, rateProblems, toRate } from "./rate-rules.ts";
import { blankRate, RatesEditor } from "./rates-editor.tsx";

await i18nReady;

afterEach(() => cleanup());

function Editor() {
  return (
    <Form layout="vertical" initialValues={{ rates: [{ ...blankRate }] }}>
      <RatesEditor currency="USD" />
    </Form>
  );
}

const row = (index: number) => screen.getByTestId(`rate-row-${index}`);
const control = (index: number, label: string) =>
  within(row(index)).getByLabelText(label, { selector: "input" }) as HTMLInputElement;

describe("the rates editor", () => {
  it("enables location type and stock age only for the kinds priced by them", async () => {
    renderAt("/p/billing", <Editor />);
    await chooseOption("Fee", "Order handling", row(0));
    await settle();
    expect(control(0, "Location type").disabled).toBe(true);
    expect(control(0, "Stock age from (days)").disabled).toBe(true);
    expect(row(0).textContent).toContain("USD per order");

    await chooseOption("Fee", "Storage by volume", row(0));
    await settle();
    expect(control(0, "Location type").disabled).toBe(true);
    expect(control(0, "Stock age from (days)").disabled).toBe(false);
    expect(row(0).textContent).toContain("USD per cubic metre per day");

    await chooseOption("Fee", "Storage per location", row(0));
    await settle();
    expect(control(0, "Location type").disabled).toBe(false);
    expect(control(0, "Stock age from (days)").disabled).toBe(false);

    await chooseOption("Fee", "Packaging (cost plus markup)", row(0));
    await settle();
    expect(row(0).textContent).toContain("% over the cost");
  });

  it("adds and removes rows with buttons named for what they do", async () => {
    renderAt("/p/billing", <Editor />);
    fireEvent.click(await screen.findByRole("button", { name: /Add a rate/ }));
    await settle();
    expect(screen.getByTestId("rate-row-1")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove rate 2" }));
    await settle();
    expect(screen.queryByTestId("rate-row-1")).toBeNull();
  });
});

describe("the rate rules the form checks before sending", () => {
  it("finds what the server would refuse, at the row and field it belongs to", () => {
    const rows = [
      { kind: "outbound_order", amount: "1.23456", location_type: allTypes, age_from_days: 0 },
      { kind: "outbound_order", amount: "2", location_type: "pick", age_from_days: 0 },
      { kind: "outbound_order", amount: "2", location_type: allTypes, age_from_days: 0 },
      { kind: "packaging_markup", amount: "1000.5", location_type: allTypes, age_from_days: 0 },
      { kind: "vas_kitting", amount: "0.5", location_type: allTypes, age_from_days: 30 },
      { kind: "storage_location_day", amount: "0.0125", location_type: "pick", age_from_days: 90 },
    ] as const;
    expect(rateProblems(rows)).toEqual([
      { index: 0, field: "amount", rule: "moneyFormat" },
      { index: 1, field: "location_type", rule: "noLocationType" },
      { index: 2, field: "kind", rule: "rateTwice" },
      { index: 3, field: "amount", rule: "percentFormat" },
      { index: 4, field: "age_from_days", rule: "noAgeTier" },
    ]);
    expect(rateProblems([])).toEqual([]);
  });

  it("sends every location type as null", () => {
    expect(toRate({ kind: "storage_location_day", amount: " 0.5 ", location_type: allTypes })).toEqual({
      kind: "storage_location_day",
      amount: "0.5",
      location_type: null,
      age_from_days: 0,
    });
  });
});
