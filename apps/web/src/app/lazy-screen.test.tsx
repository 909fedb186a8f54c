import { act, render, screen } from "@testing-library/react";
import { type ReactNode, Suspense, useEffect } from "react";
import { describe, expect, it } from "vitest";
import { chunkRecovery } from "./chunk-load.ts";
import { lazyScreen } from "./lazy-screen.ts";

const inSuspense = (node: ReactNode) => <Suspense fallback={<p>loading</p>}>{node}</Suspense>;

/** A module promise the test settles itself. */
function deferredModule<M>() {
  let resolve!: (module: M) => void;
  const promise = new Promise<M>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("lazyScreen", () => {
  it("draws a preloaded screen in the first render, never its loading state", async () => {
    const Screen = lazyScreen(
      async () => ({ Orders: () => <p>orders</p> }),
      (m) => m.Orders,
    );
    await Screen.preload();
    render(inSuspense(<Screen />));
    expect(screen.getByText("orders")).toBeTruthy();
    expect(screen.queryByText("loading")).toBeNull();
  });

  it("suspends when its code is not in yet, and keeps that mount once the code arrives", async () => {
    let mounts = 0;
    function Counter({ label }: { label: string }) {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <p>{label}</p>;
    }
    const module = deferredModule<{ Counter: typeof Counter }>();
    const Screen = lazyScreen(
      () => module.promise,
      (m) => m.Counter,
    );
    const { rerender } = render(inSuspense(<Screen label="first" />));
    expect(screen.getByText("loading")).toBeTruthy();
    await act(async () => module.resolve({ Counter }));
    expect(await screen.findByText("first")).toBeTruthy();
    // A parent's later render, with the code now loaded, updates the same screen instead of remounting it.
    rerender(inSuspense(<Screen label="second" />));
    expect(screen.getByText("second")).toBeTruthy();
    expect(mounts).toBe(1);
  });

  it("tries a failed download again at once, so a blip never shows", async () => {
    let attempts = 0;
    const Screen = lazyScreen(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error("network");
        return { Mail: () => <p>mail</p> };
      },
      (m) => m.Mail,
    );
    await withRecovery({ reloads: false }, () => Screen.preload());
    render(inSuspense(<Screen />));
    expect(screen.getByText("mail")).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it("after a second failure reloads the page for a new build, or, just reloaded, fails and downloads again later", async () => {
    let attempts = 0;
    const Screen = lazyScreen(
      async () => {
        attempts += 1;
        if (attempts <= 2) throw new Error("network");
        return { Mail: () => <p>mail</p> };
      },
      (m) => m.Mail,
    );
    const reloads = await withRecovery({ reloads: false }, async (asked) => {
      await expect(Screen.preload()).rejects.toThrow("network");
      return asked();
    });
    expect(reloads).toBe(1);
    await Screen.preload();
    render(inSuspense(<Screen />));
    expect(screen.getByText("mail")).toBeTruthy();
    expect(attempts).toBe(3);
  });
});

/** Runs `body` with no pause between attempts and a reload that answers `reloads`; puts the real ones back. */
async function withRecovery<T>(
  { reloads }: { reloads: boolean },
  body: (asked: () => number) => Promise<T>,
): Promise<T> {
  const saved = { ...chunkRecovery };
  let asked = 0;
  chunkRecovery.retryDelayMs = 0;
  chunkRecovery.reloadForNewBuild = () => {
    asked += 1;
    return reloads;
  };
  try {
    return await body(() => asked);
  } finally {
    Object.assign(chunkRecovery, saved);
  }
}
