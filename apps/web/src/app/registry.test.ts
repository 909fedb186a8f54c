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
});
