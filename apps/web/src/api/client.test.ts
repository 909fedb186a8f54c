import { Code, packagingEndpoints, productsEndpoints } from "@wms/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../i18n/i18n.ts";
import { writeSession } from "../session/session-store.ts";
import { ApiError } from "./api-error.ts";
import { apiCall, buildQuery, call, callEnvelope } from "./client.ts";
import { registerFeedback } from "./feedback.ts";

// The client's own messages (login expired, network) are texts of the catalogue.
await i18nReady;

const shown: string[] = [];
const navigated: { path: string; notice?: string }[] = [];

function answer(code: number, message = "msg", data: unknown = null, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify({ code, message, data }), { status }));
}

beforeEach(() => {
  shown.length = 0;
  navigated.length = 0;
  localStorage.clear();
  registerFeedback({
    error: (t) => shown.push(t),
    navigate: (path, notice) => navigated.push({ path, notice }),
  });
  window.history.replaceState(null, "", "/p/home");
});
afterEach(() => vi.unstubAllGlobals());

describe("apiCall", () => {
  it("sends the role's bearer token and CSRF token, and resolves with the envelope on a success code", async () => {
    writeSession("p", {
      username: "u",
      role: "provider",
      relatedId: "r",
      shops: [],
      accessToken: "tok-p",
      csrfToken: "csrf-p",
      avatar: null,
    });
    const fetchMock = answer(Code.created, "Created", { id: 1 }, 201);
    vi.stubGlobal("fetch", fetchMock);
    const res = await apiCall<{ id: number }>("things/create", { method: "POST", body: { a: 1 } });
    expect(res.data.id).toBe(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/things/create");
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer tok-p");
    expect(headers["X-CSRFToken"]).toBe("csrf-p");
    expect(headers["Content-Type"]).toBe("application/json");
  });

  it("on 2003 shows the login-expired message, clears the session and goes to the role's login", async () => {
    writeSession("p", {
      username: "u",
      role: "operator",
      relatedId: "r",
      shops: [],
      accessToken: "old",
      csrfToken: "c",
      avatar: null,
    });
    vi.stubGlobal("fetch", answer(Code.loginExpired, "expired", null, 401));
    await expect(apiCall("home")).rejects.toBeInstanceOf(ApiError);
    // The sign-in page is told why, as the toast of the screen left behind goes with that screen.
    expect(navigated).toEqual([{ path: "/p/login", notice: "Login has expired, please sign in again" }]);
    expect(shown).toEqual(["Login has expired, please sign in again"]);
    expect(localStorage.getItem("wms.p.accessToken")).toBeNull();
  });

  it("keeps silent codes silent, honours skipErrorMessage and does not stack identical messages", async () => {
    vi.stubGlobal("fetch", answer(Code.noMission, "no mission"));
    await expect(apiCall("x")).rejects.toMatchObject({ code: Code.noMission });
    vi.stubGlobal("fetch", answer(Code.badRequest, "Parameter error", null, 400));
    await expect(apiCall("x", { skipErrorMessage: true })).rejects.toMatchObject({ code: Code.badRequest });
    expect(shown).toEqual([]);
    await expect(apiCall("x")).rejects.toMatchObject({ code: Code.badRequest });
    await expect(apiCall("x")).rejects.toMatchObject({ code: Code.badRequest });
    expect(shown).toEqual(["Parameter error"]);
  });

  it("tells the server's field messages instead of the bare 'Parameter error', unless a form shows them itself", async () => {
    const fields = { lines: "Add at least one SKU", "lines.0.number": "Enter a whole number above 0" };
    vi.stubGlobal(
      "fetch",
      answer(Code.badRequest, "Parameter error, please check the input", { fields }, 400),
    );
    await expect(apiCall("x")).rejects.toMatchObject({ code: Code.badRequest });
    await new Promise((r) => setTimeout(r, 0));
    expect(shown).toEqual(["Add at least one SKU; Enter a whole number above 0"]);
    shown.length = 0;
    // A form that catches the error and shows it at its fields claims it: no toast besides.
    vi.stubGlobal("fetch", answer(Code.badRequest, "Parameter error", { fields: { name: "Taken" } }, 400));
    await apiCall("y").catch((error: ApiError) => error.claim());
    await new Promise((r) => setTimeout(r, 0));
    expect(shown).toEqual([]);
  });

  it("reports a network failure with the network-abnormal text", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(apiCall("x")).rejects.toMatchObject({ code: 998 });
    expect(shown[0]).toMatch(/network is abnormal/i);
  });
});

describe("buildQuery", () => {
  it("drops empty values and repeats array keys", () => {
    expect(buildQuery({ a: "", b: undefined, c: null, d: 0, ids: ["x", "y"] })).toBe("?d=0&ids=x&ids=y");
    expect(buildQuery({})).toBe("");
  });
});

describe("call (an endpoint of the contracts)", () => {
  it("sends a GET endpoint's input as the query string and answers the data", async () => {
    const fetchMock = answer(Code.ok, "ok", { list: [], total: 0, page_size: 20, cur_page: 2 });
    vi.stubGlobal("fetch", fetchMock);
    const page = await call(packagingEndpoints.list, { cur_page: 2, status: "enabled", keyword: "" });
    expect(page.cur_page).toBe(2);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/warehouse/query-packaging-materials?cur_page=2&status=enabled");
    expect(init.method).toBe("GET");
    expect(init.body).toBeUndefined();
  });

  it("sends a DELETE endpoint's input as the JSON body, as the server reads it", async () => {
    const fetchMock = answer(Code.ok, "Deleted");
    vi.stubGlobal("fetch", fetchMock);
    await call(packagingEndpoints.remove, { packaging_material_id: "p-1" });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/warehouse/delete-packaging-material");
    expect(init.method).toBe("DELETE");
    expect(JSON.parse(String(init.body))).toEqual({ packaging_material_id: "p-1" });
  });

  it("sends an upload's input in the query and its file as multipart, answering the whole envelope", async () => {
    const fetchMock = answer(3000, "2 imported, 1 refused", { imported: 2 });
    vi.stubGlobal("fetch", fetchMock);
    const file = new File(["x"], "orders.xlsx");
    const envelope = await callEnvelope(productsEndpoints.import, { customer_id: "c-1" }, { file });
    expect(envelope.code).toBe(3000);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/${productsEndpoints.import.path}?customer_id=c-1`);
    expect(init.method).toBe("POST");
    expect((init.body as FormData).get("file")).toBeInstanceOf(File);
  });
});
