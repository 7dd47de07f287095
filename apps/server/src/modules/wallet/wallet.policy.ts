import { AppError } from '../../platform/app-error.js';
import type { Viewer } from '../../platform/context.js';
import type { WithdrawalRow } from './wallet.repository.js';

/**
 * Who may do what in the wallet. The guard lets only logged-in, unbanned
 * members in (admins for the back-office calls); on top of that a member sees
 * and cancels only their own withdrawals — another member's is "not found",
 * so ids cannot be probed.
 */
export function assertOwnWithdrawal(viewer: Viewer, row: WithdrawalRow | undefined): asserts row is WithdrawalRow {
  if (!row || row.memberId !== viewer.id) throw new AppError('WITHDRAWAL_NOT_FOUND');
}
