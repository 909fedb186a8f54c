import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { firstScreens, languageModules } from "./first-screens.ts";

const src = path.resolve(import.meta.dirname, "..");
const lazyLoaded = ["app/router.tsx", "app/antd-scope.tsx", "app/registry-screens.ts", "i18n/catalogue.ts"]
  .map((file) => fs.readFileSync(path.join(src, file), "utf8"))
  .join("\n");

it("names modules that exist and that the app loads lazily, so the build can find their chunks", () => {
  const modules = [...firstScreens.flatMap((s) => s.modules), ...Object.values(languageModules)];
  for (const module of modules) {
    expect(fs.existsSync(path.join(src, module)), module).toBe(true);
    expect(lazyLoaded, module).toContain(`import("../${module}")`.replace("../app/", "./"));
  }
});

it("sends each first URL to its screen", () => {
  const screenOf = (pathname: string) =>
    firstScreens.find((s) => new RegExp(s.path).test(pathname))?.modules.at(-1) ?? "none";
  expect(screenOf("/p/login")).toBe("screens/auth/sign-in-screen.tsx");
  expect(screenOf("/ds/login")).toBe("screens/auth/sign-in-screen.tsx");
  expect(screenOf("/")).toBe("screens/auth/sign-in-screen.tsx");
  expect(screenOf("/signup")).toBe("screens/auth/sign-up-screen.tsx");
  expect(screenOf("/p/home")).toBe("screens/home/home-screen.tsx");
  expect(screenOf("/ds/order")).toBe("app/area-shell.tsx");
  expect(screenOf("/p/loginx")).toBe("app/area-shell.tsx");
  expect(screenOf("/elsewhere")).toBe("none");
});
