import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { TOutgoingMail } from "@wms/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nReady } from "../../i18n/i18n.ts";
import { mockApi } from "../../test/mock-api.ts";
import { renderAt, settle } from "../../test/render-at.tsx";
import { outgoingMailApi } from "./outgoing-mail-api.ts";
import { OutgoingMailTab } from "./outgoing-mail-tab.tsx";

await i18nReady;

const api = mockApi(outgoingMailApi);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const mailOf = (id: string, patch: Partial<TOutgoingMail>): TOutgoingMail => ({
  id,
  kind: "customerCredentials",
  recipient: `${id}@example.test`,
  subject: "Your warehouse account is ready",
  status: "sent",
  attempts: 1,
  last_error: null,
  created_at: 1_900_000_000,
  last_attempt_at: 1_900_000_010,
  next_attempt_at: null,
  sent_at: 1_900_000_010,
  can_send_again: false,
  ...patch,
});
const failed = mailOf("failed", {
  status: "failed",
  attempts: 29,
  last_error: "550 5.1.1 No such user",
  sent_at: null,
  can_send_again: true,
});
const pending = mailOf("pending", {
  status: "pending",
  kind: "passwordReset",
  last_error: "connect ECONNREFUSED 127.0.0.1:25",
  next_attempt_at: 1_900_000_070,
  sent_at: null,
});
const page = (list: TOutgoingMail[]) => ({ list, total: list.length, page_size: 20, cur_page: 1 });

describe("the provider's outgoing mail", () => {
  it("lists each mail's state and the server's answer, and offers to send a failed one again", async () => {
    api.list.mockResolvedValue(page([failed, pending, mailOf("sent", {})]));
    renderAt("/p/settings?tab=outgoing-mail", <OutgoingMailTab />);
    const table = await screen.findByTestId("outgoing-mail-table");
    expect(await within(table).findByText("failed@example.test")).toBeTruthy();
    expect(screen.getByTestId("outgoing-mail-status-failed").textContent).toBe("Failed");
    expect(screen.getByTestId("outgoing-mail-status-pending").textContent).toBe("Waiting to be sent");
    expect(screen.getByTestId("outgoing-mail-status-sent").textContent).toBe("Sent");
    expect(within(table).getByText("550 5.1.1 No such user")).toBeTruthy();
    expect(within(table).getByText("Password reset")).toBeTruthy();
    expect(within(table).getByText(/^Next try /)).toBeTruthy();
    // Only the failed mail can be sent again.
    expect(screen.getByTestId("send-again-failed")).toBeTruthy();
    expect(screen.queryByTestId("send-again-pending")).toBeNull();
    expect(screen.queryByTestId("send-again-sent")).toBeNull();
    expect(api.list).toHaveBeenCalledWith(expect.objectContaining({ cur_page: 1 }));
  });

  it("sends a failed mail again only once the provider confirms, then reloads the list", async () => {
    api.list.mockResolvedValue(page([failed]));
    api.sendAgain.mockResolvedValue({
      code: 200,
      message: "The mail is queued and will be sent again",
      data: { ...failed, status: "pending", attempts: 0, can_send_again: false },
    } as never);
    renderAt("/p/settings?tab=outgoing-mail", <OutgoingMailTab />);
    fireEvent.click(await screen.findByTestId("send-again-failed"));
    expect(await screen.findByText("Send the mail to failed@example.test again?")).toBeTruthy();
    expect(api.sendAgain).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Send again" }));
    await settle();
    expect(api.sendAgain).toHaveBeenCalledWith("failed");
    expect(await screen.findByText("The mail is queued and will be sent again")).toBeTruthy();
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it("says what will appear here when no mail was sent yet", async () => {
    api.list.mockResolvedValue(page([]));
    renderAt("/p/settings?tab=outgoing-mail", <OutgoingMailTab />);
    expect(
      await screen.findByText(
        "No mail has been sent for your account yet. Password resets and new customers' passwords will be listed here.",
      ),
    ).toBeTruthy();
  });
});
