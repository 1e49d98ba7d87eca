import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoInstance, type DemoInstance } from '@/lib/demo-clinic/instance';
import { SOCKET_ADDRESS_HEADER } from '@/lib/abuse/client-ip';
import { initialFeedbackState } from '@/components/feedback/form';
import { agedFormToken } from '../support/form-token';

/** The problem report is "sent" only on the API's JSON yes: a page for people with status 200 is a failure. */
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ [SOCKET_ADDRESS_HEADER]: '198.51.100.9', referer: 'http://localhost:3000/o-nas' }),
}));

let answerHtml = false;
const g = globalThis as { __demoClinic?: DemoInstance };
beforeAll(() => {
  const demo = createDemoInstance({ mediaOrigin: 'http://localhost:3000', rateLimit: 100_000 });
  g.__demoClinic = {
    ...demo,
    handler: async (req: Request) =>
      answerHtml && req.method === 'POST'
        ? new Response('<html><h1>Przerwa techniczna</h1></html>', {
            status: 200,
            headers: { 'content-type': 'text/html' },
          })
        : demo.handler(req),
  };
});

let token = '';
const form = (message: string) => {
  const f = new FormData();
  f.set('message', message);
  f.set('page', '/o-nas');
  f.set('formToken', token);
  return f;
};

describe('problem report', () => {
  it('keeps the text and says it failed when the answer is a page, not the API’s yes; logs status and media type', async () => {
    const { sendFeedback } = await import('@/components/feedback/actions');
    token = await agedFormToken(10_000); // a person's fill time; a report that failed gives it back for the next try
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      answerHtml = true;
      const failed = await sendFeedback(initialFeedbackState, form('Zdjęcie zespołu się nie wczytuje.'));
      expect(failed).toMatchObject({ status: 'failed', message: 'Zdjęcie zespołu się nie wczytuje.' });
      const lines = logged.mock.calls.map((c) => c.join(' ')).join('\n');
      expect(lines).toContain('HTTP 200, text/html');
      expect(lines).not.toContain('wczytuje');
      answerHtml = false;
      expect(await sendFeedback(failed, form('Zdjęcie zespołu się nie wczytuje.'))).toMatchObject({ status: 'sent' });
    } finally {
      answerHtml = false;
      logged.mockRestore();
    }
  });
});
