import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  foreignKey,
  index,
  integer,
  type PgTable,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Column groups the modules' `*.tables.ts` repeat, written once. Each is a function so every table gets
 * its own column builders; spread the group where its columns stand (`...timestamps()`), so the column
 * order and the generated SQL stay what they were.
 */

/** `timestamp with time zone`: every point in time the schema stores. */
export const stamp = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** `created_at`, set once by the database. */
export const createdAt = () => stamp("created_at").notNull().defaultNow();

/** `created_at` and `updated_at`, both set by the database on insert (updates set `updated_at`). */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: stamp("updated_at").notNull().defaultNow(),
});

/**
 * The key of a tenant row: `provider_id` leads, `id` is a random uuid (the table's primary key is
 * `(provider_id, id)`). `provider` adds a foreign key from `provider_id`, e.g. `() => providers.id`.
 */
export const tenantKey = (provider?: () => AnyPgColumn) => ({
  providerId: provider ? uuid("provider_id").notNull().references(provider) : uuid("provider_id").notNull(),
  id: uuid("id").notNull().defaultRandom(),
});

/** The `(provider_id, id)` pair of a tenant table, the target of its tenant foreign keys. */
type TenantRow = { providerId: AnyPgColumn; id: AnyPgColumn };

/**
 * The keys of a tenant table that other tables reference: primary key `(provider_id, id)` and the unique
 * index `<table>_id_uq` on `id` alone. Spread it among the table's constraints: `...tenantKeys("orders", t)`.
 */
export const tenantKeys = (table: string, t: TenantRow) => [
  primaryKey({ columns: [t.providerId, t.id] }),
  uniqueIndex(`${table}_id_uq`).on(t.id),
];

/**
 * A foreign key between tenant tables: `columns` (`[t.providerId, t.parentId]`) reference `parent`'s
 * `(provider_id, id)`, so a row never points into another provider. Chain `.onDelete(…)` as on `foreignKey`.
 */
export const tenantForeignKey = (
  name: string,
  columns: [providerId: AnyPgColumn, parentId: AnyPgColumn],
  parent: TenantRow,
) => foreignKey({ name, columns, foreignColumns: [parent.providerId, parent.id] });

/**
 * A tenant foreign key to the parent a row is part of: the row goes when its parent goes (ON DELETE
 * CASCADE). E.g. `partOf("order_lines_order_fk", [t.providerId, t.orderId], orders)`.
 */
export const partOf = (
  name: string,
  columns: [providerId: AnyPgColumn, parentId: AnyPgColumn],
  parent: TenantRow,
) => tenantForeignKey(name, columns, parent).onDelete("cascade");

/**
 * The keys of a history table (logs, notes, weighings) of a tenant parent: primary key `(provider_id, id)`,
 * `<table>_<parent>_fk` to the parent (its history goes with it) and `<table>_<parent>_idx` on
 * `(provider_id, <parent>_id, created_at)`. E.g. `historyKeys("order_logs", t, "order", t.orderId, orders)`.
 */
export const historyKeys = (
  table: string,
  t: TenantRow & { createdAt: AnyPgColumn },
  parentName: string,
  parentId: AnyPgColumn,
  parent: TenantRow,
) => [
  primaryKey({ columns: [t.providerId, t.id] }),
  partOf(`${table}_${parentName}_fk`, [t.providerId, parentId], parent),
  index(`${table}_${parentName}_idx`).on(t.providerId, parentId, t.createdAt),
];

/**
 * The head of a customer's warehouse document (orders, receipts): its tenant key, its code of the day,
 * the customer it belongs to and the warehouse it is for.
 */
export const customerDocument = () => ({
  ...tenantKey(),
  code: text("code").notNull(),
  customerId: uuid("customer_id").notNull(),
  warehouseId: uuid("warehouse_id").notNull(),
});

/**
 * The keys of a customer document (`customerDocument`): `tenantKeys`, `<table>_code_uq` on
 * `(provider_id, code)` and `<table>_customer_fk`, `<table>_warehouse_fk` to its customer and warehouse.
 */
export const customerDocumentKeys = (
  table: string,
  t: TenantRow & { code: AnyPgColumn; customerId: AnyPgColumn; warehouseId: AnyPgColumn },
  parents: { customers: TenantRow; warehouses: TenantRow },
) => [
  ...tenantKeys(table, t),
  uniqueIndex(`${table}_code_uq`).on(t.providerId, t.code),
  tenantForeignKey(`${table}_customer_fk`, [t.providerId, t.customerId], parents.customers),
  tenantForeignKey(`${table}_warehouse_fk`, [t.providerId, t.warehouseId], parents.warehouses),
];

/**
 * The end of an index that serves a list sorted newest first: `(created_at desc, id desc)` with NULLS
 * FIRST, exactly the list's ORDER BY (drizzle's plain `.desc()` is NULLS LAST, which Postgres cannot use
 * for it), so a page is read off the index without sorting.
 */
export const newestFirst = (t: { createdAt: ExtraConfigColumn; id: ExtraConfigColumn }) => [
  t.createdAt.desc().nullsFirst(),
  t.id.desc().nullsFirst(),
];

/**
 * A per-provider, per-day counter of document numbers: the last sequence number handed out on `day`
 * (primary key `(provider_id, day)`).
 */
export const daySequenceTable = <TName extends string>(name: TName) =>
  pgTable(
    name,
    {
      providerId: uuid("provider_id").notNull(),
      day: text("day").notNull(),
      last: integer("last").notNull(),
    },
    (t) => [primaryKey({ columns: [t.providerId, t.day] })],
  );

/** The columns of table `T` a create request sets: all but the tenant key and the timestamps. */
export type TEditableColumns<T extends PgTable> = Omit<
  T["$inferInsert"],
  "providerId" | "id" | "createdAt" | "updatedAt"
>;
