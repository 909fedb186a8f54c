import { Button, type ButtonProps, Tooltip } from "antd";

/** A small icon-only button; its tooltip text is also its accessible name. */
export function IconAction({ title, ...button }: Omit<ButtonProps, "size" | "title"> & { title: string }) {
  return (
    <Tooltip title={title}>
      <Button size="small" aria-label={title} {...button} />
    </Tooltip>
  );
}
