/**
 * Props of a design-system `Button` that is busy (a batch or a download running) without being
 * `disabled`: a disabled element loses focus (HTML's focusing steps, "focus fixup"), which drops a
 * keyboard user who pressed Enter back to the top of the page. The button stays focusable, says
 * it is unavailable with `aria-disabled` (the design system styles `[aria-disabled='true']` as
 * disabled), and ignores activation while busy.
 * @param busy whether the action is running
 * @param action what a click or Enter does when not busy
 */
export function busyButtonProps(busy: boolean, action: () => void) {
  return {
    'aria-disabled': busy,
    'aria-busy': busy,
    onClick: () => {
      if (!busy) action();
    },
  };
}
