import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import {
  gettingStartedSteps,
  providerStartSteps,
  shipperStartSteps,
  type TGettingStartedItem,
} from "@wms/contracts";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { screens } from "../../app/registry.ts";
import { i18nReady } from "../../i18n/i18n.ts";
import { renderAt } from "../../test/render-at.tsx";
import { GettingStarted, stepLink } from "./getting-started.tsx";

// The card shows its texts: the catalogue is loaded before the first render.
await i18nReady;

afterEach(cleanup);

const provider = (done: string[]): TGettingStartedItem[] =>
  providerStartSteps.map((step) => ({ step, done: done.includes(step) }));
const shipper = (done: string[]): TGettingStartedItem[] =>
  shipperStartSteps.map((step) => ({ step, done: done.includes(step) }));

const item = (step: string) => screen.getByTestId(`getting-started-${step}`);
const hrefOf = (step: string) => within(item(step)).getByRole("link").getAttribute("href");

describe("the getting-started card", () => {
  it("lists the provider's steps in order with their state, hint and link, open while a step is left", () => {
    renderAt("/p/home", <GettingStarted items={provider(["warehouse", "channel"])} area="p" />);
    const card = screen.getByTestId("getting-started");
    expect(within(card).getByRole("heading", { name: "Getting started" })).toBeTruthy();
    expect(screen.getByTestId("getting-started-progress").textContent).toBe("2 of 4 done");
    expect(screen.queryByTestId("getting-started-toggle")).toBeNull();

    const list = within(card).getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(list.hidden).toBe(false);
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((li) => li.dataset.testid)).toEqual([
      "getting-started-warehouse",
      "getting-started-locations",
      "getting-started-channel",
      "getting-started-customer",
    ]);
    expect(rows.map((li) => li.dataset.done)).toEqual(["true", "false", "true", "false"]);

    // The link is named by the step; the state is said in words, the mark is hidden from screen readers.
    expect(within(item("warehouse")).getByRole("link", { name: "Add a warehouse" })).toBeTruthy();
    expect(item("warehouse").textContent).toContain("(done)");
    expect(item("locations").textContent).toContain("(to do)");
    expect(item("locations").textContent).toContain("many at once from a code pattern");
    for (const row of rows)
      for (const svg of row.querySelectorAll("svg")) expect(svg.closest("[aria-hidden]")).not.toBeNull();

    expect(hrefOf("warehouse")).toBe("/p/warehousing-setting");
    expect(hrefOf("locations")).toBe("/p/warehousing-setting?tab=locations");
    expect(hrefOf("channel")).toBe("/p/logistics?tab=channels");
    expect(hrefOf("customer")).toBe("/p/customer");
  });

  it("links a drop shipper's steps to its screens with the provider it is looking at", () => {
    renderAt("/ds/home", <GettingStarted items={shipper(["products"])} area="ds" providerUuid="p-1" />);
    expect(screen.getByTestId("getting-started-progress").textContent).toBe("1 of 4 done");
    expect(item("shop").dataset.done).toBe("false");
    expect(item("products").dataset.done).toBe("true");
    expect(hrefOf("shop")).toBe("/ds/third-part-key-information?provider_uuid=p-1");
    expect(hrefOf("products")).toBe("/ds/product?provider_uuid=p-1");
    expect(hrefOf("receipt")).toBe("/ds/addWarehouse?provider_uuid=p-1");
    expect(hrefOf("order")).toBe("/ds/order?provider_uuid=p-1");
  });

  it("names a step without a link when the user's role cannot open its screen", () => {
    renderAt(
      "/p/home",
      <GettingStarted items={provider([])} area="p" canOpen={(path) => path === "/p/customer"} />,
    );
    expect(within(item("warehouse")).queryByRole("link")).toBeNull();
    expect(item("warehouse").textContent).toContain("Add a warehouse");
    expect(item("warehouse").textContent).toContain("The provider account does this in its settings.");
    expect(hrefOf("customer")).toBe("/p/customer");
  });

  it("holds its place while the dashboard loads, and arrives shrunk when every step is done", () => {
    // The dashboard's data arrives after the first paint: the card's head is there from the start, so the
    // counters below it do not jump (and the finished card does not start open).
    function Arriving({ items }: { items: TGettingStartedItem[] }) {
      const [arrived, setArrived] = useState<TGettingStartedItem[]>();
      return (
        <>
          <button type="button" onClick={() => setArrived(items)}>
            arrive
          </button>
          <GettingStarted items={arrived} area="p" />
        </>
      );
    }
    renderAt("/p/home", <Arriving items={provider(providerStartSteps.slice())} />);
    const pending = screen.getByTestId("getting-started-pending");
    expect(pending.getAttribute("aria-busy")).toBe("true");
    expect(within(pending).getByRole("heading").textContent).toBe("Getting started");
    expect(screen.queryByTestId("getting-started")).toBeNull();

    act(() => fireEvent.click(screen.getByRole("button", { name: "arrive" })));
    expect(screen.queryByTestId("getting-started-pending")).toBeNull();
    const card = screen.getByTestId("getting-started");
    expect(within(card).getByRole("heading").textContent).toBe("Getting started: all 4 steps done");
    expect(screen.getByRole("button", { name: "Show steps" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("shrinks to one line when every step is done, and opens again on demand", () => {
    renderAt("/ds/home", <GettingStarted items={shipper(shipperStartSteps.slice())} area="ds" />);
    const card = screen.getByTestId("getting-started");
    expect(within(card).getByRole("heading").textContent).toBe("Getting started: all 4 steps done");
    expect(screen.queryByTestId("getting-started-progress")).toBeNull();
    const toggle = screen.getByRole("button", { name: "Show steps" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    const list = card.querySelector("ol");
    expect(list?.hidden).toBe(true);
    expect(toggle.getAttribute("aria-controls")).toBe(list?.id);
    expect(within(card).queryAllByRole("listitem")).toEqual([]);

    act(() => fireEvent.click(toggle));
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toBe("Hide steps");
    expect(list?.hidden).toBe(false);
    expect(within(card).getAllByRole("listitem")).toHaveLength(4);
    expect(item("order").dataset.done).toBe("true");
  });

  it("links every step to a screen of the route registry, in the area the step belongs to", () => {
    const paths = new Set(screens.map((s) => `/${s.area}/${s.path}`));
    for (const step of gettingStartedSteps) {
      const path = stepLink(step, undefined).split("?")[0] ?? "";
      expect(paths.has(path), `${step}: ${path}`).toBe(true);
      const area = (providerStartSteps as readonly string[]).includes(step) ? "/p/" : "/ds/";
      expect(path.startsWith(area), step).toBe(true);
    }
  });
});
