import { z } from "zod";

/**
 * The integrity check (docs/integrity.md): the floor invariants the database must keep (bags, stock
 * allocations against order states, the stock ledger, waves against their orders), run by a provider's
 * "Check integrity" button and every night for every tenant. Each breach names its invariant, the object
 * it is about (with a link on the screen) and the facts that show it.
 */

/** Every invariant the check proves, one set-based query each (apps/server/src/modules/integrity). */
export const integrityInvariants = [
  /** An order in a bag state (or shipped after being bagged) is in no bag. */
  "bag_missing",
  /** A bag holds an order that is neither in a bag state nor shipped. */
  "bag_foreign_order",
  /** An order holds stock in an occupation state its order state does not allow. */
  "allocation_state",
  /** An order holds more (or, where it must hold all, less) of a SKU than its lines ask. */
  "allocation_quantity",
  /** A balance row's occupation differs from the sum of the allocations on it. */
  "allocation_balance",
  /** Replaying the stock log does not give the balance row. */
  "ledger_replay",
  /** A stock log row's before/after does not follow from the previous row of its balance. */
  "ledger_chain",
  /** An in_wave order is in no open wave. */
  "wave_missing",
  /** An open wave membership of an order that is no longer (or not yet) on the wave's floor. */
  "wave_member_state",
  /** A finished wave still holds an open membership. */
  "wave_finished_open",
  /** A shipped (handed over) shipping notice lists an order that is not shipped. */
  "notice_state",
  /** A shipping notice lists an order under a bag the order is not in. */
  "notice_bag",
] as const;
export type TIntegrityInvariant = (typeof integrityInvariants)[number];

/** What a breach is about: the screen links each kind to its screen. */
export const integrityObjectKinds = ["order", "bag", "wave", "balance", "notice"] as const;
export type TIntegrityObjectKind = (typeof integrityObjectKinds)[number];

/** How a run was started. */
export const integrityRunKinds = ["manual", "nightly"] as const;

/** The most breaches a run keeps (the count says how many there were). */
export const integrityBreachLimit = 500;

export const ZIntegrityBreach = z.object({
  invariant: z.enum(integrityInvariants),
  object_kind: z.enum(integrityObjectKinds),
  object_id: z.string(),
  /** The code users know the object by (order code, bag number, wave code, SKU, notice code). */
  object_code: z.string(),
  /** The facts that show the breach, named for the screen's sentence (status, expected, actual, …). */
  detail: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TIntegrityBreach = z.infer<typeof ZIntegrityBreach>;

export const ZIntegrityRun = z.object({
  id: z.string(),
  kind: z.enum(integrityRunKinds),
  started_at: z.string(),
  finished_at: z.string(),
  /** How many breaches the run found (at most integrityBreachLimit are listed). */
  breach_count: z.number().int(),
  breaches: z.array(ZIntegrityBreach),
});
export type TIntegrityRun = z.infer<typeof ZIntegrityRun>;

/** The screen: the last run of each kind (null when none ran yet). */
export const ZIntegrityOverview = z.object({
  manual: ZIntegrityRun.nullable(),
  nightly: ZIntegrityRun.nullable(),
});
export type TIntegrityOverview = z.infer<typeof ZIntegrityOverview>;
