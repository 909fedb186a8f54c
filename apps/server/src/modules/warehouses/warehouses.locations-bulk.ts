import {
  bulkLocationMax,
  Code,
  codePattern,
  type TCodeRange,
  type TLocationPattern,
  type TLocationPreview,
} from "@wms/contracts";
import type { AccessScope } from "../../kernel/access/access-scope.ts";
import type { Db } from "../../kernel/db/client.ts";
import { inSlices } from "../../kernel/db/sql-helpers.ts";
import { AppError, badRequest, text } from "../../kernel/errors.ts";
import { auditEntry, recordAudit } from "../audit/index.ts";
import * as locationsRepo from "./warehouses.locations.repository.ts";
import { maxWalkSequence, walkStep } from "./warehouses.locations.ts";
import * as repo from "./warehouses.repository.ts";
import { guarded } from "./warehouses.shared.ts";
import { warehouseLocations, warehouseShelves } from "./warehouses.tables.ts";
import { requirePartition } from "./warehouses.zones.ts";

/** Bulk storage locations from a pattern (zone × shelves × levels × positions): preview and create. */

type TGenerated = { code: string; shelfCode: string };

const rangeSize = (r: TCodeRange) => r.to - r.from + 1;
const pad = (n: number, width: number) => String(n).padStart(width, "0");
function numbers(r: TCodeRange) {
  return Array.from({ length: rangeSize(r) }, (_, i) => pad(r.from + i, r.width));
}

/**
 * Expands zone × shelves × levels (× positions) into codes in walk order: shelf by shelf, level by
 * level, position by position, numerically. Refuses a pattern above the per-request maximum before
 * generating anything.
 */
export function expandPattern(zoneCode: string, p: TLocationPattern): TGenerated[] {
  const count = rangeSize(p.shelves) * rangeSize(p.levels) * (p.positions ? rangeSize(p.positions) : 1);
  if (count > bulkLocationMax) {
    const params = { count, max: bulkLocationMax };
    throw new AppError(
      Code.badRequest,
      "warehouse.bulkTooMany",
      { fields: { shelves: text("warehouse.bulkTooMany", params) }, count, max: bulkLocationMax },
      params,
    );
  }
  const out: TGenerated[] = [];
  const positions = p.positions ? numbers(p.positions) : [null];
  for (const shelf of numbers(p.shelves)) {
    for (const level of numbers(p.levels)) {
      for (const position of positions) {
        const parts = [zoneCode, shelf, level, ...(position === null ? [] : [position])];
        out.push({ code: parts.join(p.separator), shelfCode: shelf });
      }
    }
  }
  const longest = out.reduce((a, g) => (g.code.length > a.length ? g.code : a), "");
  if (!codePattern.test(longest)) {
    throw badRequest("warehouse.codeFormat", { partition_id: "warehouse.codeFormat" });
  }
  return out;
}

export async function previewLocations(
  db: Db,
  scope: AccessScope,
  input: TLocationPattern,
): Promise<TLocationPreview> {
  const providerId = scope.ownProviderId();
  const partition = await requirePartition(db, providerId, input.partition_id);
  const generated = expandPattern(partition.code, input);
  const codes = generated.map((g) => g.code);
  const existing = await locationsRepo.existingLocationCodes(db, providerId, partition.warehouseId, codes);
  const shelfCodes = [...new Set(generated.map((g) => g.shelfCode))];
  const known = new Set(
    (await repo.shelvesOfPartition(db, providerId, partition.id, shelfCodes)).map((s) => s.code),
  );
  return {
    count: codes.length,
    max: bulkLocationMax,
    codes,
    existing,
    new_count: codes.length - existing.length,
    new_shelves: shelfCodes.filter((c) => !known.has(c)),
  };
}

/**
 * Creates every location of the pattern in ONE transaction (and the shelves it needs): either all of
 * them are written or none. Existing codes refuse the request unless skip_existing is set.
 */
export async function bulkCreateLocations(db: Db, scope: AccessScope, input: TLocationPattern) {
  const providerId = scope.ownProviderId();
  const partition = await requirePartition(db, providerId, input.partition_id);
  const generated = expandPattern(partition.code, input);
  return guarded(() =>
    db.transaction(async (tx) => {
      await repo.lockWarehouse(tx, providerId, partition.warehouseId);
      const existing = new Set(
        await locationsRepo.existingLocationCodes(
          tx,
          providerId,
          partition.warehouseId,
          generated.map((g) => g.code),
        ),
      );
      if (existing.size > 0 && !input.skip_existing) {
        const list = [...existing].sort();
        throw new AppError(
          Code.conflict,
          "warehouse.bulkExists",
          { existing: list.slice(0, 100), count: list.length },
          { count: list.length, first: list[0] ?? "" },
        );
      }
      const fresh = generated.filter((g) => !existing.has(g.code));
      if (fresh.length === 0) throw new AppError(Code.conflict, "warehouse.bulkNothingNew");

      // Shelves the pattern needs: create the missing ones in the partition.
      const shelfCodes = [...new Set(fresh.map((g) => g.shelfCode))];
      const inserted = await tx
        .insert(warehouseShelves)
        .values(
          shelfCodes.map((code) => ({
            providerId,
            warehouseId: partition.warehouseId,
            partitionId: partition.id,
            code,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: warehouseShelves.id });
      const shelves = new Map(
        (await repo.shelvesOfPartition(tx, providerId, partition.id, shelfCodes)).map((s) => [s.code, s.id]),
      );

      const last = await locationsRepo.lastWalkSequence(tx, providerId, partition.warehouseId);
      if (last + fresh.length * walkStep > maxWalkSequence) {
        throw badRequest("warehouse.walkSequence", { walk_sequence: "warehouse.walkSequence" });
      }
      const rows = fresh.map((g, i) => ({
        providerId,
        warehouseId: partition.warehouseId,
        partitionId: partition.id,
        shelfId: shelves.get(g.shelfCode) ?? null,
        code: g.code,
        type: input.type,
        status: input.status,
        walkSequence: last + (i + 1) * walkStep,
      }));
      await inSlices(rows, 500, (slice) => tx.insert(warehouseLocations).values(slice));
      await recordAudit(
        tx,
        auditEntry(scope, providerId, "bulk-create-locations", "partition", partition.id, {
          created: rows.length,
          first: rows[0]?.code,
          last: rows.at(-1)?.code,
        }),
      );
      return {
        created: rows.length,
        skipped: existing.size,
        shelves_created: inserted.length,
        first_walk_sequence: rows[0]?.walkSequence ?? null,
        last_walk_sequence: rows.at(-1)?.walkSequence ?? null,
      };
    }),
  );
}
