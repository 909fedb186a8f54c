import { useQueryClient } from "@tanstack/react-query";
import type { TCountTask, TCountTaskStatus } from "@wms/contracts";
import { App } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/api-error.ts";
import { errorText } from "../packing/scan-field.tsx";
import { countsApi, refreshCounts } from "./counts-api.ts";

/** A SKU or barcode counted at the open location: scanned (each scan one unit) or typed. */
export type TCountedLine = { code: string; batch: string; quantity: number | null };

/** The location being counted (its scan started the count) and what was found there so far. */
export type TOpenLocation = { task: TCountTask; lines: TCountedLine[] };

/** What became of the last location submitted, from the task's status the server answered. */
export type TCountOutcome = { location: string; status: TCountTaskStatus };

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** One more unit of `code`: on its line, or a new line of 1. */
function addUnit(open: TOpenLocation, code: string): TOpenLocation {
  const at = open.lines.findIndex((line) => sameCode(line.code, code));
  if (at < 0) return { ...open, lines: [...open.lines, { code, batch: "", quantity: 1 }] };
  const lines = open.lines.map((line, i) =>
    i === at ? { ...line, quantity: (line.quantity ?? 0) + 1 } : line,
  );
  return { ...open, lines };
}

/**
 * Keys held down now, followed on the window: a prompt opened while the scanner's Enter is still down would
 * take that Enter (its keypress clicks the button the prompt has just focused) and close before anyone read
 * it. `released()` resolves once every key is up (at once when none is held; in any case after `patience`
 * ms, for a key let go outside the window).
 */
function useHeldKeys(patience = 1000) {
  const held = useRef(new Set<string>());
  useEffect(() => {
    const down = (e: KeyboardEvent) => held.current.add(e.key);
    const up = (e: KeyboardEvent) => held.current.delete(e.key);
    const clear = () => held.current.clear();
    window.addEventListener("keydown", down, true);
    window.addEventListener("keyup", up, true);
    window.addEventListener("blur", clear);
    return () => {
      window.removeEventListener("keydown", down, true);
      window.removeEventListener("keyup", up, true);
      window.removeEventListener("blur", clear);
    };
  }, []);
  return () =>
    new Promise<void>((resolve) => {
      if (held.current.size === 0) return resolve();
      const done = () => {
        window.removeEventListener("keyup", onUp, true);
        clearTimeout(timer);
        // After the key's own events: the keyup reaches the page before the prompt takes the focus.
        setTimeout(resolve, 0);
      };
      const onUp = () => {
        if (held.current.size === 0) done();
      };
      const timer = setTimeout(done, patience);
      window.addEventListener("keyup", onUp, true);
    });
}

/**
 * The floor's blind count of one plan, by scan. With no location open a scan is a location: its scan
 * starts its count. Then each scan is one unit of a SKU or barcode, until the same location is scanned
 * again (or "Location done"): what was found is submitted (nothing: after asking, the location is
 * recorded as empty) and the next location may be scanned.
 *
 * Scans are queued and each reads the open location from `openRef`, never from the render it was typed
 * in, so a fast wedge scanner cannot count a unit before its location's scan was answered.
 */
export function useCountSession(planId: string, refocus: () => void) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<TOpenLocation | null>(null);
  const openRef = useRef<TOpenLocation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<TCountOutcome | null>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const keysReleased = useHeldKeys();

  const apply = (next: TOpenLocation | null) => {
    openRef.current = next;
    setOpen(next);
  };

  const run = (work: () => Promise<void>) => {
    queue.current = queue.current.then(async () => {
      try {
        await work();
        setError(null);
      } catch (err) {
        setError(err instanceof ApiError ? err.detailedMessage : errorText(err, t("counts.bench.failed")));
      }
      refocus();
    });
  };

  /**
   * Whether to record the location as empty (nothing was counted there), asked once the scan's Enter is let
   * go: the prompt's OK has the focus, so the next Enter records it.
   */
  const confirmEmpty = async (location: string) => {
    await keysReleased();
    return new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t("counts.bench.emptyTitle", { location }),
        content: t("counts.bench.emptyText"),
        okText: t("counts.bench.emptyOk"),
        cancelText: t("counts.bench.keepCounting"),
        focusable: { autoFocusButton: "ok" },
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  };

  const submit = async (current: TOpenLocation) => {
    if (current.lines.length === 0 && !(await confirmEmpty(current.task.location_code))) return;
    const lines = current.lines.map((line) => ({
      code: line.code,
      batch: line.batch.trim(),
      quantity: line.quantity ?? 0,
    }));
    const task = await countsApi.submit({ task_id: current.task.id, lines });
    setOutcome({ location: task.location_code, status: task.status });
    apply(null);
    void refreshCounts(queryClient);
  };

  const onScan = (code: string) =>
    run(async () => {
      const current = openRef.current;
      if (!current) {
        const task = await countsApi.scan({ plan_id: planId, location_code: code });
        setOutcome(null);
        apply({ task, lines: [] });
      } else if (sameCode(code, current.task.location_code)) await submit(current);
      else apply(addUnit(current, code));
    });

  /** "Location done": as scanning the location again. */
  const done = () =>
    run(async () => {
      if (openRef.current) await submit(openRef.current);
    });

  const editLine = (index: number, patch: Partial<TCountedLine>) => {
    const current = openRef.current;
    if (current)
      apply({ ...current, lines: current.lines.map((l, i) => (i === index ? { ...l, ...patch } : l)) });
  };

  const removeLine = (index: number) => {
    const current = openRef.current;
    if (current) apply({ ...current, lines: current.lines.filter((_l, i) => i !== index) });
    refocus();
  };

  /** Another plan chosen: nothing open any more (a scanned location resumes when scanned again). */
  const reset = () => {
    apply(null);
    setError(null);
    setOutcome(null);
  };

  return { open, error, outcome, onScan, done, editLine, removeLine, reset };
}
