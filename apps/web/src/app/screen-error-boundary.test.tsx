import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScreenErrorBoundary } from "./screen-error-boundary.tsx";

function Broken(): never {
  throw new TypeError("Failed to fetch dynamically imported module: /assets/orders-screen-old.js");
}

afterEach(() => vi.restoreAllMocks());

describe("ScreenErrorBoundary", () => {
  it("shows the localized note with Reload in the screen's place, and the next screen afresh", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { rerender } = render(
      <ScreenErrorBoundary resetKey="order">
        <Broken />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole("alert").textContent).toContain("This page could not load");
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    rerender(
      <ScreenErrorBoundary resetKey="mail">
        <p>mail</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText("mail")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("reloads the page when Reload is pressed", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    render(
      <ScreenErrorBoundary>
        <Broken />
      </ScreenErrorBoundary>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
