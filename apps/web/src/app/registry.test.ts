import { describe, expect, it } from "vitest";
import { screens, screensFor } from "./registry.ts";

describe("screen registry", () => {
  it("gives My account screens to providers only", () => {
    const paths = (role: "provider" | "operator") =>
      screensFor("p", role, { hasShops: false }).map((s) => s.path);
    expect(paths("provider")).toContain("settings");
    expect(paths("operator")).not.toContain("settings");
    expect(paths("operator")).toContain("home");
  });

  it("keeps every path unique within its area and every screen reachable by some role", () => {
    for (const area of ["p", "ds"] as const) {
      const inArea = screens.filter((s) => s.area === area).map((s) => s.path);
      expect(new Set(inArea).size).toBe(inArea.length);
    }
    expect(screens.every((s) => s.roles.length > 0)).toBe(true);
  });

  it("shows the drop shipper's store-management group only when it has shops", () => {
    const home = screens.find((s) => s.area === "ds" && s.path === "home");
    if (!home) throw new Error("ds home missing");
    const store = { ...home, path: "ds-store-management", menu: { group: "store" as const } };
    const all = [home, store];
    expect(screensFor("ds", "dropShipper", { hasShops: false }, all)).toEqual([home]);
    expect(screensFor("ds", "dropShipper", { hasShops: true }, all)).toEqual([home, store]);
  });

  it("always shows provider staff the store group, whatever the shop list says", () => {
    for (const role of ["provider", "operator"] as const) {
      const paths = screensFor("p", role, { hasShops: false }).map((s) => s.path);
      expect(paths).toContain("p-store-management");
    }
  });

  it("keeps the bind page open to a drop shipper without shops, and its store list closed", () => {
    const paths = (hasShops: boolean) => screensFor("ds", "dropShipper", { hasShops }).map((s) => s.path);
    expect(paths(false)).toContain("third-part-key-information");
    expect(paths(false)).not.toContain("ds-store-management");
    expect(paths(true)).toContain("ds-store-management");
  });

  it("puts the drop shipper's user info in the store group, and the provider's read-only one off the menu", () => {
    const dsPaths = (hasShops: boolean) => screensFor("ds", "dropShipper", { hasShops }).map((s) => s.path);
    expect(dsPaths(true)).toContain("ds-user-info");
    expect(dsPaths(false)).not.toContain("ds-user-info");
    const view = screens.find((s) => s.area === "p" && s.path === "p-user-info");
    expect(view?.menu).toBe(false);
    for (const role of ["provider", "operator"] as const)
      expect(screensFor("p", role, { hasShops: false }).map((s) => s.path)).toContain("p-user-info");
  });

  it("puts the drop shipper's product info in the store group, and the provider's read-only one off the menu", () => {
    const dsPaths = (hasShops: boolean) => screensFor("ds", "dropShipper", { hasShops }).map((s) => s.path);
    expect(dsPaths(true)).toContain("ds-product-info");
    expect(dsPaths(false)).not.toContain("ds-product-info");
    const view = screens.find((s) => s.area === "p" && s.path === "p-product-info");
    expect(view?.menu).toBe(false);
    for (const role of ["provider", "operator"] as const)
      expect(screensFor("p", role, { hasShops: false }).map((s) => s.path)).toContain("p-product-info");
  });

  it("puts the drop shipper's order info in the store group, and the provider's read-only one off the menu", () => {
    const dsPaths = (hasShops: boolean) => screensFor("ds", "dropShipper", { hasShops }).map((s) => s.path);
    expect(dsPaths(true)).toContain("ds-order-info");
    expect(dsPaths(false)).not.toContain("ds-order-info");
    expect(dsPaths(true).indexOf("ds-order-info")).toBe(dsPaths(true).indexOf("ds-product-info") + 1);
    const view = screens.find((s) => s.area === "p" && s.path === "p-order-info");
    expect(view?.menu).toBe(false);
    for (const role of ["provider", "operator"] as const)
      expect(screensFor("p", role, { hasShops: false }).map((s) => s.path)).toContain("p-order-info");
  });

  it("puts value-added work in both areas' menus, right after the orders", () => {
    const menuPaths = (area: "p" | "ds", role: "provider" | "operator" | "dropShipper") =>
      screensFor(area, role, { hasShops: false })
        .filter((s) => s.menu !== false && !s.menu.group)
        .map((s) => s.path);
    for (const [area, role] of [
      ["p", "provider"],
      ["p", "operator"],
      ["ds", "dropShipper"],
    ] as const) {
      const paths = menuPaths(area, role);
      expect(paths.indexOf("vas")).toBe(paths.indexOf("order") + 1);
    }
    const vas = screens.filter((s) => s.path === "vas");
    expect(vas.map((s) => [s.area, s.titleKey, s.icon])).toEqual([
      ["p", "menu.vas", "vas"],
      ["ds", "menu.vas", "vas"],
    ]);
  });

  it("puts returns in both areas' menus, right after value-added work", () => {
    const menuPaths = (area: "p" | "ds", role: "provider" | "operator" | "dropShipper") =>
      screensFor(area, role, { hasShops: false })
        .filter((s) => s.menu !== false && !s.menu.group)
        .map((s) => s.path);
    for (const [area, role] of [
      ["p", "provider"],
      ["p", "operator"],
      ["ds", "dropShipper"],
    ] as const) {
      const paths = menuPaths(area, role);
      expect(paths.indexOf("returns")).toBe(paths.indexOf("vas") + 1);
    }
    const returns = screens.filter((s) => s.path === "returns");
    expect(returns.map((s) => [s.area, s.titleKey, s.icon, s.roles])).toEqual([
      ["p", "menu.returns", "returns", ["provider", "operator"]],
      ["ds", "menu.returns", "returns", ["dropShipper"]],
    ]);
  });
});
