/**
 * The paged warehousing settings lists, each named as its `warehousingApi` list call and its
 * `warehousing.<name>` texts (`.search`, `.empty`; the locale test checks both exist).
 */
export const settingsLists = [
  "warehouses",
  "partitions",
  "shelves",
  "locations",
  "packaging",
  "waves",
] as const;
export type TSettingsList = (typeof settingsLists)[number];
