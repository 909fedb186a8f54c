/** One implementation for server and browser: orders build the same link on both sides. */
export { buildTrackingUrl } from "@wms/contracts";
