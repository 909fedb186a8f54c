import { type Mocked, vi } from "vitest";

/**
 * Every call of a screen's API object (`wavesApi`, `packingApi`...) replaced by a mock that answers nothing
 * until the test says what (`api.preview.mockResolvedValue(...)`), as `vi.mock` with `{ preview: vi.fn() }`
 * would, but in place: the module itself stays, so the file shares its worker's imports (project `web`)
 * instead of importing antd again in a worker of its own. The setup puts the real calls back after the file
 * (jsdom-setup.ts, restoreAllMocks). The screen must call through the object (`wavesApi.preview(...)`), as
 * every `*-api.ts` caller does.
 */
export function mockApi<T extends object>(api: T): Mocked<T> {
  for (const name of Object.keys(api) as (keyof T & string)[]) {
    if (typeof api[name] === "function")
      vi.spyOn(api, name as never).mockImplementation((() => undefined) as never);
  }
  return api as Mocked<T>;
}
