import {
  labelTemplatesEndpoints,
  packagingEndpoints,
  warehousesEndpoints,
  waveStrategiesEndpoints,
} from "@wms/contracts";
import { call, caller, quiet } from "../../api/client.ts";

/** Every settings list hangs under this key: a change invalidates them all (counts cross tabs). */
export const warehousingKey = ["warehousing"] as const;

/**
 * Forms show field errors themselves. Deletes are not quiet: a refusal (4009, still referenced) shows
 * the server's message.
 */
const wh = warehousesEndpoints;

export const warehousingApi = {
  warehouses: caller(wh.list),
  createWarehouse: caller(wh.create, quiet),
  updateWarehouse: caller(wh.update, quiet),
  deleteWarehouse: (warehouse_id: string) => call(wh.remove, { warehouse_id }),

  partitions: caller(wh.partitions),
  createPartition: caller(wh.createPartition, quiet),
  updatePartition: caller(wh.updatePartition, quiet),
  deletePartition: (partition_id: string) => call(wh.removePartition, { partition_id }),

  shelves: caller(wh.shelves),
  createShelf: caller(wh.createShelf, quiet),
  updateShelf: caller(wh.updateShelf, quiet),
  deleteShelf: (shelf_id: string) => call(wh.removeShelf, { shelf_id }),

  locations: caller(wh.locations),
  createLocation: caller(wh.createLocation, quiet),
  updateLocation: caller(wh.updateLocation, quiet),
  deleteLocation: (location_id: string) => call(wh.removeLocation, { location_id }),
  previewLocations: caller(wh.previewLocations, quiet),
  bulkCreateLocations: caller(wh.bulkCreateLocations, quiet),

  packaging: caller(packagingEndpoints.list),
  createPackaging: caller(packagingEndpoints.create, quiet),
  updatePackaging: caller(packagingEndpoints.update, quiet),
  deletePackaging: (packaging_material_id: string) =>
    call(packagingEndpoints.remove, { packaging_material_id }),

  waves: caller(waveStrategiesEndpoints.list),
  createWave: caller(waveStrategiesEndpoints.create, quiet),
  updateWave: caller(waveStrategiesEndpoints.update, quiet),
  deleteWave: (wave_strategy_id: string) => call(waveStrategiesEndpoints.remove, { wave_strategy_id }),

  labels: () => call(labelTemplatesEndpoints.list),
  createLabel: caller(labelTemplatesEndpoints.create, quiet),
  updateLabel: caller(labelTemplatesEndpoints.update, quiet),
  deleteLabel: (label_template_id: string) => call(labelTemplatesEndpoints.remove, { label_template_id }),
};
