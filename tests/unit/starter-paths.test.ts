import { afterEach, describe, expect, it, vi } from 'vitest';

describe('starter paths', () => {
  afterEach(() => vi.restoreAllMocks());
  it('warns once when the clinic publishes a page under /starter/, and not for other paths', async () => {
    vi.resetModules();
    const { warnIfStarterPathsPublished } = await import('@/lib/starter-paths');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    warnIfStarterPathsPublished(['/', '/starterpack', '/o-nas/starter/galeria']);
    expect(warn).not.toHaveBeenCalled();
    warnIfStarterPathsPublished(['/', '/starter/galeria']);
    warnIfStarterPathsPublished(['/starter/galeria']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/GET \/pages publishes \/starter\/galeria/);
  });
});
