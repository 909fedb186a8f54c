import { Button, type ButtonProps } from "antd";
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * A link that looks like a button: an `<a href>` (so it is announced as a link and opens in a new tab with
 * a modifier key), followed by the router on a plain click instead of reloading the page.
 */
export function LinkButton({ to, ...props }: Omit<ButtonProps, "href" | "onClick"> & { to: string }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(to);
  };
  return <Button {...props} href={to} onClick={follow} />;
}
