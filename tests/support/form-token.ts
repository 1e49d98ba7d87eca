import { vi } from 'vitest';

/** A form token as the site hands it out, issued `ageMs` ago (a person's fill time, or a script's). */
export async function agedFormToken(ageMs: number): Promise<string> {
  const { issueFormToken } = await import('@/lib/abuse/server');
  const now = Date.now();
  const spy = vi.spyOn(Date, 'now').mockReturnValue(now - ageMs);
  try {
    return issueFormToken();
  } finally {
    spy.mockRestore();
  }
}
