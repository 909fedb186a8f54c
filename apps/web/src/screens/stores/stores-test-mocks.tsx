import type { ReactNode } from "react";
import { vi } from "vitest";
import type * as storesApiModule from "./stores-api.ts";

/**
 * The stores screens' test doubles, for `vi.mock` factories (which may only import):
 *
 *   vi.mock("./stores-api.ts", async (real) => (await import("./stores-test-mocks.tsx")).mockedStoresApi(real));
 *   vi.mock("../../components/use-provider-scope.tsx", async () => (await import("./stores-test-mocks.tsx")).providerScope);
 */

/** The stores API with every call a `vi.fn()`: each test sets the answers it reads. */
export async function mockedStoresApi(real: () => Promise<typeof storesApiModule>) {
  const actual = await real();
  const calls = Object.fromEntries(Object.keys(actual.storesApi).map((name) => [name, vi.fn()]));
  return { ...actual, storesApi: calls as unknown as typeof actual.storesApi };
}

/** The provider scope with the drop shipper's provider `p-1` already chosen. */
export const providerScope = {
  ProviderScoped: (props: { children: (providerUuid: string) => ReactNode }) => props.children("p-1"),
};
