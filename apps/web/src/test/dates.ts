import { shiftDay, today } from '@boothhub/shared/time';
import type { UserEvent } from '@testing-library/user-event';

/** The day `days` after today (Shanghai's), as a date field takes it (YYYY-MM-DD). */
export const day = (days: number) => shiftDay(today(), days);

/** Picks a date by typing it into a date input and confirming with Enter, as a keyboard user does. */
export async function typeDate(user: UserEvent, input: HTMLElement, value: string) {
  await user.click(input);
  await user.keyboard('{Control>}a{/Control}');
  await user.paste(value);
  await user.keyboard('{Enter}');
}
