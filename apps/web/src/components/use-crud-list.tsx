import { EditOutlined, PlusOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Space } from "antd";
import type { ColumnType } from "antd/es/table/interface";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { actionsColumn as rowActionsColumn } from "./data-table/columns.tsx";
import { DeleteAction } from "./delete-action.tsx";
import { IconAction } from "./icon-action.tsx";

export type TCrudListOptions = {
  /** Invalidated after a save or a delete. */
  queryKey: readonly unknown[];
  /** The create button's text (also the create modal's title). */
  createLabel: string;
  /** The delete confirmation and success texts for a row's name. */
  deleteTexts: (name: string) => { confirm: string; deleted: string };
  /** Edit and delete as small icon-only buttons (edit with a tooltip). */
  iconOnly?: boolean;
};

/** How the actions cell deletes a row, and which rows may be edited or deleted. */
export type TRowActions<T> = {
  /** The name the delete texts show. */
  name: (row: T) => string;
  remove: (row: T) => Promise<unknown>;
  canEdit?: (row: T) => boolean;
  canDelete?: (row: T) => boolean;
  /** Shown instead of the buttons when a row may be neither edited nor deleted. */
  readOnly?: ReactNode;
};

/**
 * A list with a create/edit modal: which row is open (`"new"` for a blank form), the refresh after a
 * change, the create button, the edit + delete actions column and the modal's open/close wiring.
 */
export function useCrudList<T>(options: TCrudListOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const current = editing === "new" ? null : editing;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: options.queryKey });
  const close = () => setEditing(null);

  const editButton = (row: T) => {
    const open = () => setEditing(row);
    if (!options.iconOnly)
      return (
        <Button size="small" onClick={open}>
          {t("common.edit")}
        </Button>
      );
    return <IconAction title={t("common.edit")} icon={<EditOutlined />} onClick={open} />;
  };

  /** The primary "new" button of the toolbar. */
  const createButton = (props: { disabled?: boolean; primary?: boolean } = {}) => (
    <Button
      type={props.primary === false ? undefined : "primary"}
      icon={<PlusOutlined />}
      disabled={props.disabled}
      onClick={() => setEditing("new")}
    >
      {options.createLabel}
    </Button>
  );

  /** The last column: edit (opens the modal) and delete (with confirmation, then refresh). */
  const actionsColumn = (actions: TRowActions<T>): ColumnType<T> =>
    rowActionsColumn<T>(t("common.actions"), (row) => {
      const canEdit = actions.canEdit?.(row) ?? true;
      const canDelete = actions.canDelete?.(row) ?? true;
      if (!canEdit && !canDelete && actions.readOnly) return actions.readOnly;
      return (
        <Space size={4}>
          {canEdit && editButton(row)}
          {canDelete && (
            <DeleteAction
              {...options.deleteTexts(actions.name(row))}
              iconOnly={options.iconOnly}
              remove={() => actions.remove(row)}
              onDeleted={refresh}
            />
          )}
        </Space>
      );
    });

  return {
    editing,
    /** The row being edited, or null when creating or closed. */
    current,
    refresh,
    createButton,
    actionsColumn,
    /** For a modal that takes the target itself (`"new"`, a row, or null when closed). */
    target: { target: editing, onClose: close, onSaved: refresh },
    /** For `EntityFormModal`. */
    modal: { open: editing !== null, onClose: close, onSaved: refresh },
  };
}
