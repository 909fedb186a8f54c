import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { Code } from "@wms/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ThemeStateProvider, useThemeState } from "../theme/theme-context.tsx";
import { useSavePreference, useUserPreferences } from "./use-user-preferences.ts";

function SignedIn() {
  useUserPreferences("p", true);
  const { saveTheme } = useSavePreference("p");
  const { theme } = useThemeState();
  return (
    <button type="button" data-testid="theme" onClick={() => saveTheme("defaultTheme")}>
      {theme}
    </button>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the user's stored theme", () => {
  it("does not undo a switch made while it was still being read", async () => {
    // The read of the preferences answers late, with the theme stored before (dark).
    let answerRead: (r: Response) => void = () => undefined;
    const envelope = (data: unknown) => new Response(JSON.stringify({ code: Code.ok, message: "", data }));
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === "POST"
          ? envelope({ theme: "defaultTheme" })
          : new Promise<Response>((resolve) => {
              answerRead = resolve;
            }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ThemeStateProvider>
          <SignedIn />
        </ThemeStateProvider>
      </QueryClientProvider>,
    );
    // The user switches to the light theme before the read answers...
    act(() => screen.getByTestId("theme").click());
    expect(screen.getByTestId("theme").textContent).toBe("defaultTheme");
    // ...and the late answer with the old theme does not put it back.
    await act(async () => {
      answerRead(envelope({ theme: "darkTheme", language: "en_us" }));
      // Time for the late answer to reach the query and its effect, had the switch not dropped the read.
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByTestId("theme").textContent).toBe("defaultTheme");
  });
});
