import {
  labelTemplatesEndpoints,
  packagingEndpoints,
  type TInputOf,
  warehousesEndpoints,
  waveStrategiesEndpoints,
} from "@wms/contracts";
import { call } from "../../api/client.ts";

/** Every settings list hangs under this key: a change invalidates them all (counts cross tabs). */
export const warehousingKey = ["warehousing"] as const;

/**
 * Forms show field errors themselves. Deletes are not quiet: a refusal (4009, still referenced) shows
 * the server's message.
 */
const quiet = { skipErrorMessage: true };
const wh = warehousesEndpoints;

export const warehousingApi = {
  warehouses: (params: TInputOf<typeof wh.list>) => call(wh.list, params),
  createWarehouse: (body: TInputOf<typeof wh.create>) => call(wh.create, body, quiet),
  updateWarehouse: (body: TInputOf<typeof wh.update>) => call(wh.update, body, quiet),
  deleteWarehouse: (warehouse_id: string) => call(wh.remove, { warehouse_id }),

  partitions: (params: TInputOf<typeof wh.partitions>) => call(wh.partitions, params),
  createPartition: (body: TInputOf<typeof wh.createPartition>) => call(wh.createPartition, body, quiet),
  updatePartition: (body: TInputOf<typeof wh.updatePartition>) => call(wh.updatePartition, body, quiet),
  deletePartition: (partition_id: string) => call(wh.removePartition, { partition_id }),

  shelves: (params: TInputOf<typeof wh.shelves>) => call(wh.shelves, params),
  createShelf: (body: TInputOf<typeof wh.createShelf>) => call(wh.createShelf, body, quiet),
  updateShelf: (body: TInputOf<typeof wh.updateShelf>) => call(wh.updateShelf, body, quiet),
  deleteShelf: (shelf_id: string) => call(wh.removeShelf, { shelf_id }),

  locations: (params: TInputOf<typeof wh.locations>) => call(wh.locations, params),
  createLocation: (body: TInputOf<typeof wh.createLocation>) => call(wh.createLocation, body, quiet),
  updateLocation: (body: TInputOf<typeof wh.updateLocation>) => call(wh.updateLocation, body, quiet),
  deleteLocation: (location_id: string) => call(wh.removeLocation, { location_id }),
  previewLocations: (body: TInputOf<typeof wh.previewLocations>) => call(wh.previewLocations, body, quiet),
  bulkCreateLocations: (body: TInputOf<typeof wh.bulkCreateLocations>) =>
    call(wh.bulkCreateLocations, body, quiet),

  packaging: (params: TInputOf<typeof packagingEndpoints.list>) => call(packagingEndpoints.list, params),
  createPackaging: (body: TInputOf<typeof packagingEndpoints.create>) =>
    call(packagingEndpoints.create, body, quiet),
  updatePackaging: (body: TInputOf<typeof packagingEndpoints.update>) =>
    call(packagingEndpoints.update, body, quiet),
  deletePackaging: (packaging_material_id: string) =>
    call(packagingEndpoints.remove, { packaging_material_id }),

  waves: (params: TInputOf<typeof waveStrategiesEndpoints.list>) =>
    call(waveStrategiesEndpoints.list, params),
  createWave: (body: TInputOf<typeof waveStrategiesEndpoints.create>) =>
    call(waveStrategiesEndpoints.create, body, quiet),
  updateWave: (body: TInputOf<typeof waveStrategiesEndpoints.update>) =>
    call(waveStrategiesEndpoints.update, body, quiet),
  deleteWave: (wave_strategy_id: string) => call(waveStrategiesEndpoints.remove, { wave_strategy_id }),

  labels: () => call(labelTemplatesEndpoints.list),
  createLabel: (body: TInputOf<typeof labelTemplatesEndpoints.create>) =>
    call(labelTemplatesEndpoints.create, body, quiet),
  updateLabel: (body: TInputOf<typeof labelTemplatesEndpoints.update>) =>
    call(labelTemplatesEndpoints.update, body, quiet),
  deleteLabel: (label_template_id: string) => call(labelTemplatesEndpoints.remove, { label_template_id }),
};
