import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("the data folder", () => {
  it("is ./data of the folder `npm start` was typed in (the README's ./data), not of the server workspace", () => {
    const project = path.resolve("/srv/wms");
    expect(loadConfig({ INIT_CWD: project }).dataDir).toBe(path.join(project, "data"));
    expect(loadConfig({ INIT_CWD: project, DATA_DIR: "var/wms" }).dataDir).toBe(
      path.join(project, "var/wms"),
    );
  });

  it("keeps an absolute DATA_DIR as it is, and falls back to the process's folder outside npm", () => {
    const absolute = path.resolve("/var/lib/wms");
    expect(loadConfig({ INIT_CWD: "/srv/wms", DATA_DIR: absolute }).dataDir).toBe(absolute);
    expect(loadConfig({}).dataDir).toBe(path.resolve("data"));
  });
});
