'use server';

import { headers } from 'next/headers';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import { sendFeedback as postFeedback } from '@/lib/clinic-api/platform';
import { feedbackFailure, parseFeedbackForm, type FeedbackState } from './form';
import { asPatientWrite } from '@/lib/budget/server';
import { clinic } from '@/lib/server/clinic';
import { checkActionLimit, claimFormToken, isHoneypotFilled, issueFormToken, TOKEN_FIELD } from '@/lib/abuse/server';
import { t } from '@/lib/i18n';
import { logApiFailure } from '@/lib/api-failure';
import { processSingleton } from '@/lib/singleton';

/**
 * The footer's "report a problem with this page" action (a public POST endpoint: every field is checked). Sends
 * POST /feedback with the page's path and the visitor's text, source `site`. The text is never logged: only the
 * status and code of a failure are.
 */

// After the platform says "no more remarks this hour", answer from here until then: asking again would only spend
// the key's request budget on certain refusals.
const blocked = processSingleton('feedbackBlocked', () => ({ until: 0 }));

export async function sendFeedback(prev: FeedbackState, form: FormData): Promise<FeedbackState> {
  const attempt = prev.attempt + 1;
  // A bot that fills the hidden field gets the success it expects, and nothing is sent.
  if (isHoneypotFilled(form)) return { status: 'sent', message: '', error: null, attempt };
  const parsed = parseFeedbackForm(form, (await headers()).get('referer'));
  if (!parsed.ok) return { ...parsed.state, attempt };
  const { message } = parsed.input;

  const blockedFor = blocked.until - Date.now();
  if (blockedFor > 0) return { status: 'limited', message, error: t.feedback.limited(blockedFor / 60_000), attempt };

  // The form's signed fill-time token, like the enquiry's: a script posting at once, or one token again and again,
  // sends nothing. Too soon: the same token, old enough when pressed again; expired, forged or used: a fresh one.
  const submitted = form.get(TOKEN_FIELD);
  const claim = await claimFormToken('feedback', submitted);
  if (!claim.ok) {
    const token = claim.check === 'too_fast' ? String(submitted) : issueFormToken();
    return { status: 'failed', message, error: t.feedback.sendAgain, attempt, token };
  }
  let sent = false;
  try {
    const limit = await checkActionLimit('feedback');
    if (!limit.ok) return { status: 'limited', message, error: t.feedback.limited(limit.retryAfterSec / 60), attempt };
    await asPatientWrite(() => postFeedback(clinic(), parsed.input));
    sent = true;
    return { status: 'sent', message: '', error: null, attempt, token: issueFormToken() };
  } catch (err) {
    if (err instanceof ClinicApiError && err.code === 'feedback_rate_limited') {
      blocked.until = Date.now() + (err.retryAfter ?? 3600) * 1000;
    }
    logApiFailure('feedback', 'not sent', err);
    return { ...feedbackFailure(err, message), attempt };
  } finally {
    // Not sent: the visitor sends the same form again.
    if (!sent) await claim.release();
  }
}
