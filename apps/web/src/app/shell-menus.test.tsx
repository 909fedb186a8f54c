import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLanguage, i18nReady } from "../i18n/i18n.ts";
import { screens } from "./registry.ts";
import { SideMenu } from "./side-menu.tsx";
import { UserMenu } from "./user-menu.tsx";

await i18nReady;

afterEach(async () => {
  cleanup();
  await changeLanguage("en_us");
});

const providerScreens = screens.filter((s) => s.area === "p" && s.roles.includes("provider"));

function Menu({ at, startCollapsed = false }: { at: string; startCollapsed?: boolean }) {
  const [collapsed, setCollapsed] = useState(startCollapsed);
  return (
    <MemoryRouter initialEntries={[at]}>
      <SideMenu
        area="p"
        allowed={providerScreens}
        collapsed={collapsed}
        onNeedsRoom={() => setCollapsed(false)}
      />
    </MemoryRouter>
  );
}

describe("the main menu drawn without antd", () => {
  it("is a named navigation whose current screen is marked and whose group is open", () => {
    render(<Menu at="/p/p-to-review" />);
    const nav = screen.getByRole("navigation", { name: "Main menu" });
    expect(nav).toBeTruthy();
    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBeNull();
    const outbound = screen.getByRole("button", { name: "Outbound" });
    expect(outbound.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: "Review" }).getAttribute("aria-current")).toBe("page");
    // Another group starts closed: its links are not shown.
    expect(screen.getByRole("button", { name: "My account" }).getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link", { name: "Settings" })).toBeNull();
  });

  it("opens and closes a group in place", () => {
    render(<Menu at="/p/home" />);
    const account = screen.getByRole("button", { name: "My account" });
    fireEvent.click(account);
    expect(account.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: "Settings" })).toBeTruthy();
    fireEvent.click(account);
    expect(account.getAttribute("aria-expanded")).toBe("false");
  });

  it("folded, opens the menu first when a group is chosen", () => {
    render(<Menu at="/p/home" startCollapsed />);
    const account = screen.getByRole("button", { name: "My account" });
    expect(account.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(account);
    expect(screen.getByRole("button", { name: "My account" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("speaks Chinese", async () => {
    await changeLanguage("zh_cn");
    render(<Menu at="/p/home" />);
    expect(screen.getByRole("navigation", { name: "主菜单" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "首页" })).toBeTruthy();
  });
});

describe("the account menu", () => {
  const items = [
    { key: "key", icon: null, label: "Key information" },
    { key: "signOut", icon: null, label: "Sign out", danger: true, divided: true },
  ];

  const renderMenu = (chosen: (key: string) => void) =>
    render(
      <UserMenu
        label="Account"
        username="demo"
        roleName="Provider"
        avatar={undefined}
        items={items}
        onChoose={chosen}
      />,
    );

  it("opens from the keyboard on its first item, moves with the arrows and closes back onto its button", () => {
    const chosen = vi.fn();
    renderMenu(chosen);
    const button = screen.getByRole("button", { name: "demo Provider" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.keyDown(button, { key: "ArrowDown" });
    const menu = screen.getByRole("menu", { name: "Account" });
    const [first, last] = screen.getAllByRole("menuitem");
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(menu, { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("answers the chosen item and closes", () => {
    const chosen = vi.fn();
    renderMenu(chosen);
    fireEvent.click(screen.getByRole("button", { name: "demo Provider" }));
    fireEvent.click(screen.getByRole("menuitem", { name: "Sign out" }));
    expect(chosen).toHaveBeenCalledWith("signOut");
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
