import { describe, expect, it } from "vitest";
import { defineLifecycle } from "./lifecycle.ts";

type TDoor = "open" | "closed" | "locked";
type TStep = { log: string[]; wasOpen: boolean };

const door = defineLifecycle<
  "close" | "lock" | "unlock" | "paint" | "restore",
  TDoor,
  "owner" | "guest",
  TStep
>({
  close: { from: ["open"], to: "closed", who: ["owner", "guest"], effect: (s) => void s.log.push("closed") },
  lock: { from: ["closed"], to: "locked", who: ["owner"], effect: (s) => void s.log.push("locked") },
  unlock: { from: ["locked"], to: "closed", who: ["owner"] },
  paint: { from: ["open", "closed"], to: null, who: ["owner"], effect: (s) => void s.log.push("painted") },
  restore: { from: ["closed"], to: (s) => (s.wasOpen ? "open" : "closed"), who: ["owner"] },
});

const refuse = (why: string) => new Error(`refused: ${why}`);

describe("a lifecycle defined once", () => {
  it("answers what an actor may do from a state, in the table's order", () => {
    expect(door.allowed("closed", "owner")).toEqual(["lock", "paint", "restore"]);
    expect(door.allowed("closed", "guest")).toEqual([]);
    expect(door.allowed("open", "guest")).toEqual(["close"]);
  });

  it("runs the effect and answers the new state; an action may keep the state or choose it", async () => {
    const step = { log: [], wasOpen: true };
    expect(await door.apply("lock", { state: "closed", who: "owner" }, step, refuse)).toBe("locked");
    expect(await door.apply("paint", { state: "closed", who: "owner" }, step, refuse)).toBe("closed");
    expect(await door.apply("restore", { state: "closed", who: "owner" }, step, refuse)).toBe("open");
    expect(step.log).toEqual(["locked", "painted"]);
  });

  it("refuses the wrong actor before the wrong state, and runs nothing when refused", async () => {
    const step = { log: [], wasOpen: false };
    await expect(door.apply("lock", { state: "open", who: "guest" }, step, refuse)).rejects.toThrow(
      "refused: who",
    );
    await expect(door.apply("lock", { state: "open", who: "owner" }, step, refuse)).rejects.toThrow(
      "refused: state",
    );
    expect(door.refusal("unlock", "locked", "owner")).toBeNull();
    expect(step.log).toEqual([]);
  });
});
