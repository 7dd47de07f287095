/**
 * A split decision's designer part (cents, before commission): at least one cent and less than the whole escrow, so
 * each side gets something. The back office's decide form and Admin/complainDecide both ask this.
 */
export const splitAmountOk = (designerCents: number, escrowCents: number): boolean =>
  Number.isInteger(designerCents) && designerCents >= 1 && designerCents < escrowCents;
