import { describe, expect, it } from "vitest";
import { messageCatalogues, messages, translate } from "./messages.ts";

describe("server message catalogues", () => {
  it("hold each key in one file only (a second one would silently win)", () => {
    const owners = new Map<string, string[]>();
    for (const [file, entries] of Object.entries(messageCatalogues)) {
      for (const key of Object.keys(entries)) owners.set(key, [...(owners.get(key) ?? []), file]);
    }
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
    expect(Object.keys(messages).sort()).toEqual([...owners.keys()].sort());
  });

  it("translate a key into the caller's language and leave an unknown key as it is", () => {
    expect(translate("saved", "en_us")).toBe("Saved");
    expect(translate("saved", "zh_cn")).toBe("保存成功");
    expect(translate("no.such.key", "zh_cn")).toBe("no.such.key");
  });
});
