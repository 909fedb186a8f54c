import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { App } from "antd";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage, i18nReady } from "../../i18n/i18n.ts";
import { DataTable, type TPageResult } from "./data-table.tsx";

await i18nReady;

afterEach(cleanup);

type TRow = { id: string; name: string };

function renderTable(page: TPageResult<TRow>, url = "/") {
  return render(
    <App>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <DataTable<TRow>
            queryKey={["probe"]}
            fetchPage={async () => page}
            columns={[{ title: "Name", dataIndex: "name" }]}
            rowKey="id"
            search={{ name: "keyword", placeholder: "Search" }}
            narrowedBy={["status"]}
            emptyText="No rows yet. Create one."
          />
        </MemoryRouter>
      </QueryClientProvider>
    </App>,
  );
}

const rows = [{ id: "1", name: "First" }];

describe("the total under a list", () => {
  it("says how many match when the list counted them all", async () => {
    renderTable({ list: rows, total: 35, page_size: 20, cur_page: 1 });
    expect(await screen.findByText("35 in total")).toBeTruthy();
  });

  it("says 'at least' when a big list counted only up to its limit, in both languages", async () => {
    renderTable({ list: rows, total: 1020, total_capped: true, page_size: 20, cur_page: 1 });
    expect(await screen.findByText("At least 1020")).toBeTruthy();
    cleanup();
    await changeLanguage("zh_cn");
    renderTable({ list: rows, total: 1020, total_capped: true, page_size: 20, cur_page: 1 });
    expect(await screen.findByText("至少 1020 条")).toBeTruthy();
    await changeLanguage("en_us");
  });
});

describe("an empty list", () => {
  const none = { list: [], total: 0, page_size: 20, cur_page: 1 };

  it("invites a first row when nothing narrows it", async () => {
    renderTable(none);
    expect(await screen.findByText("No rows yet. Create one.")).toBeTruthy();
  });

  it("says nothing matches, not 'nothing yet', under a search or a status tab", async () => {
    for (const url of ["/?keyword=zzz", "/?status=cancelled"]) {
      renderTable(none, url);
      expect(
        await screen.findByText("Nothing matches this view: change the tab, the search or the filters."),
      ).toBeTruthy();
      expect(screen.queryByText("No rows yet. Create one.")).toBeNull();
      cleanup();
    }
  });
});
