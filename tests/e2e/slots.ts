import { expect, type Locator } from '@playwright/test';

/** A slot button's full name: "wtorek, 24 listopada 2026, 9:30" (and ", <specialist>" with any specialist). */
export const SLOT_NAME =
  /^(poniedziałek|wtorek|środa|czwartek|piątek|sobota|niedziela), \d{1,2} \p{L}+ \d{4}, \d{1,2}:\d{2}/u;

const timeOf = (label: string) => label.split(', ')[2];

/**
 * Picks a slot no clock can take away, in the wizard's slot step (`ui`: the wizard's root): on the first day, week by
 * week, with at least `minTimes` different free times, the first slot at its second time. The demo offers every slot
 * later than now, so the first one may start within seconds, and a half-hour passing between the list and the booking
 * would turn it into a 409; the second time is at least 30 minutes later. `minTimes` 3 leaves that day a free time
 * on each side of the one picked (what a test of a taken slot needs). Returns the slot's name.
 */
export async function pickSlot(ui: Locator, minTimes = 2): Promise<string> {
  const days = ui.getByRole('list', { name: 'Dni tygodnia' }).getByRole('button');
  const slots = ui.getByRole('button', { name: SLOT_NAME });
  await expect(days.first()).toBeVisible();
  for (let week = 0; week < 3; week++) {
    for (const day of await days.all()) {
      if (await day.isDisabled()) continue;
      await day.click();
      await expect(day).toHaveAttribute('aria-pressed', 'true');
      const labels = await slots.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
      if (new Set(labels.map(timeOf)).size < minTimes) continue;
      const index = labels.findIndex((l) => timeOf(l) !== timeOf(labels[0]!));
      await slots.nth(index).click();
      return labels[index]!;
    }
    const next = ui.getByRole('button', { name: 'Następny tydzień' });
    if (await next.isDisabled()) break;
    await next.click();
  }
  throw new Error(`no day with ${minTimes} free times in three weeks`);
}
