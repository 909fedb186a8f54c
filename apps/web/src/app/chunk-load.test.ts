import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { chunkRecovery, loadChunk, reloadForNewBuild, reloadGuardMs } from "./chunk-load.ts";

const saved = { ...chunkRecovery };
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  Object.assign(chunkRecovery, saved);
  sessionStorage.clear();
});

describe("reloadForNewBuild", () => {
  it("reloads once, and not again within the guard's minute: a chunk that stays away never loops", () => {
    let reloads = 0;
    const reload = () => {
      reloads += 1;
    };
    expect(reloadForNewBuild(1_000_000, reload)).toBe(true);
    expect(reloadForNewBuild(1_000_000 + reloadGuardMs - 1, reload)).toBe(false);
    expect(reloads).toBe(1);
    // Much later (another deploy), the tab may reload again.
    expect(reloadForNewBuild(1_000_000 + reloadGuardMs, reload)).toBe(true);
    expect(reloads).toBe(2);
  });
});

describe("loadChunk", () => {
  it("answers a second attempt's module when the first failed, without reloading", async () => {
    let reloads = 0;
    chunkRecovery.retryDelayMs = 0;
    chunkRecovery.reloadForNewBuild = () => {
      reloads += 1;
      return true;
    };
    let attempts = 0;
    const module = await loadChunk(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return "module";
    });
    expect(module).toBe("module");
    expect(reloads).toBe(0);
  });

  it("rejects with the download's error when the page was just reloaded for it", async () => {
    chunkRecovery.retryDelayMs = 0;
    chunkRecovery.reloadForNewBuild = () => false;
    await expect(
      loadChunk(async () => {
        throw new TypeError("Failed to fetch dynamically imported module");
      }),
    ).rejects.toThrow("Failed to fetch");
  });
});
