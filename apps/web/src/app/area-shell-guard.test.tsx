import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { i18nReady } from "../i18n/i18n.ts";
import { clearSession, writeSession } from "../session/session-store.ts";
import { AreaShell } from "./area-shell.tsx";
import { AppProviders } from "./providers.tsx";

await i18nReady;

afterEach(() => {
  cleanup();
  clearSession("ds");
});

/** Stands in for the sign-in page: shows where it was sent from and the notice it was given. */
function SignInProbe() {
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice ?? "no notice";
  return (
    <p data-testid="sign-in">
      {location.search} | {notice}
    </p>
  );
}

/** Where the router is now. */
function PathProbe() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

const shellAt = (url: string) =>
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>
        <PathProbe />
        <Routes>
          <Route path="/ds/login" element={<SignInProbe />} />
          <Route path="/ds/*" element={<AreaShell area="ds" />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );

describe("the area's route guard", () => {
  it("sends a visitor without a session to the sign-in page, remembering the page, with no notice", async () => {
    shellAt("/ds/settings");
    expect((await screen.findByTestId("sign-in")).textContent).toBe("?redirect=%2Fds%2Fsettings | no notice");
  });

  it("carries the notice an expired session ended with, so the sign-in page says why (it may redirect before the API client's own navigation lands)", async () => {
    clearSession("ds", { silent: true, notice: "Login has expired, please sign in again" });
    shellAt("/ds/settings");
    expect((await screen.findByTestId("sign-in")).textContent).toBe(
      "?redirect=%2Fds%2Fsettings | Login has expired, please sign in again",
    );
  });

  it("forgets that notice once the user signs in again", async () => {
    clearSession("ds", { silent: true, notice: "Login has expired, please sign in again" });
    writeSession("ds", {
      username: "demo_shipper",
      role: "dropShipper",
      relatedId: "c-1",
      shops: [],
      accessToken: "t",
      csrfToken: "c",
      avatar: null,
    });
    clearSession("ds", { silent: true });
    shellAt("/ds/settings");
    expect((await screen.findByTestId("sign-in")).textContent).toBe("?redirect=%2Fds%2Fsettings | no notice");
  });

  it("leads a drop shipper without a shop from a store screen to binding one, not to a refusal", async () => {
    writeSession("ds", {
      username: "demo_shipper",
      role: "dropShipper",
      relatedId: "c-1",
      shops: [],
      accessToken: "t",
      csrfToken: "c",
      avatar: null,
    });
    shellAt("/ds/ds-order-info");
    await waitFor(() =>
      expect(screen.getByTestId("path").textContent).toBe("/ds/third-part-key-information"),
    );
    expect(screen.queryByText("You do not have permission to perform this action.")).toBeNull();
  });
});
