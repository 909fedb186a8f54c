import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Code } from "@wms/contracts";
import { Form, Input } from "antd";
import { beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error.ts";
import { registerFeedback } from "../api/feedback.ts";
import { renderAt } from "../test/render-at.tsx";
import { EntityFormModal } from "./entity-form-modal.tsx";

const toasts: string[] = [];
beforeEach(() => {
  toasts.length = 0;
  registerFeedback({ error: (text) => toasts.push(text) });
});

type TValues = { name: string; items: { url: string }[]; lines: { sku: string }[] };

/** A form modal with a plain field, a list's nested field and a list of its own (with its error list). */
function renderForm(submit: () => Promise<unknown>) {
  return renderAt(
    "/p/home",
    <EntityFormModal<TValues>
      open
      title="Edit"
      initial={{ name: "Blue", items: [{ url: "http://x" }], lines: [] }}
      submit={submit}
      onClose={() => {}}
      onSaved={() => {}}
    >
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <Form.List name="items">
        {(fields) =>
          fields.map((field) => (
            <Form.Item key={field.key} name={[field.name, "url"]} label="URL">
              <Input />
            </Form.Item>
          ))
        }
      </Form.List>
      <Form.List name="lines">{(_fields, _ops, { errors }) => <Form.ErrorList errors={errors} />}</Form.List>
    </EntityFormModal>,
  );
}

const badRequest = (fields: Record<string, string>) =>
  new ApiError(Code.badRequest, "Parameter error, please check the input", { fields }, 400);

const save = () => fireEvent.click(screen.getByRole("button", { name: "Save" }));

describe("a form's failed save (showFormError through EntityFormModal)", () => {
  it("shows each field message at its field, nested names included, and never the bare 'Parameter error'", async () => {
    renderForm(async () => {
      throw badRequest({ name: "This name is taken", "items.0.url": "Use an https address" });
    });
    save();
    expect(await screen.findByText("This name is taken")).toBeTruthy();
    expect(screen.getByText("Use an https address")).toBeTruthy();
    expect(screen.queryByTestId("form-error-alert")).toBeNull();
    expect(document.body.textContent).not.toContain("Parameter error");
    expect(toasts).toEqual([]);
  });

  it("shows a message for a field the form draws no control for in the list's errors, or else the alert", async () => {
    renderForm(async () => {
      throw badRequest({ lines: "Add at least one SKU", "boxes.0.weight": "Weigh the box" });
    });
    save();
    expect(await screen.findByText("Add at least one SKU")).toBeTruthy();
    const alert = await screen.findByTestId("form-error-alert");
    expect(alert.textContent).toContain("Weigh the box");
    expect(document.body.textContent).not.toContain("Parameter error");
    expect(toasts).toEqual([]);
  });

  it("puts a refusal tied to no field (a conflict) in the form's alert, emptied by the next attempt", async () => {
    let attempts = 0;
    renderForm(async () => {
      attempts += 1;
      if (attempts === 1)
        throw new ApiError(Code.conflict, "Someone else is changing the same records", null, 409);
      return {};
    });
    save();
    expect((await screen.findByTestId("form-error-alert")).textContent).toContain(
      "Someone else is changing the same records",
    );
    save();
    await waitFor(() => expect(screen.queryByTestId("form-error-alert")).toBeNull());
  });
});
