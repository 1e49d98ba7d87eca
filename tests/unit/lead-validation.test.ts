import { describe, expect, it } from 'vitest';
import {
  optionalEmail,
  optionalPhone,
  patientEmail,
  patientMessage,
  patientName,
  patientPhone,
  phoneDigits,
  MESSAGE_MAX,
} from '@/lib/validation/patient';
import { t } from '@/lib/i18n';

const m = t.leads;
const msg = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('patient phone', () => {
  it.each([
    '600 100 200',
    '600-100-200',
    '+48 600 100 200',
    '(22) 123 45 67',
    '0048 600 100 200',
    '22/123 45 67',
    '600100',
    '+48600100200',
  ])('accepts the Polish format %s', (phone) => expect(patientPhone.safeParse(phone).success).toBe(true));

  it('counts digits as the API does: at least 6, a 00 prefix is not part of the number', () => {
    expect(msg(patientPhone.safeParse('12 34 5'))).toBe(m.phoneTooShort);
    expect(phoneDigits('0048 600 100 200')).toBe('48600100200');
    expect(msg(patientPhone.safeParse('1234567890123456'))).toBe(m.phoneTooLong);
  });

  it('rejects letters and a + in the middle with a Polish message', () => {
    expect(msg(patientPhone.safeParse('tel. 600 100 200'))).toBe(m.phoneInvalid);
    expect(msg(patientPhone.safeParse('600+100200'))).toBe(m.phoneInvalid);
  });

  it('requires a phone where it must be given, and tidies spacing', () => {
    expect(msg(patientPhone.safeParse('   '))).toBe(m.phoneRequired);
    expect(msg(patientPhone.safeParse(undefined))).toBe(m.phoneRequired);
    expect(patientPhone.parse('  600   100 200 ')).toBe('600 100 200');
  });

  it('lets an optional phone be empty but not wrong', () => {
    expect(optionalPhone.parse('')).toBeUndefined();
    expect(optionalPhone.parse(undefined)).toBeUndefined();
    expect(msg(optionalPhone.safeParse('12345'))).toBe(m.phoneTooShort);
  });
});

describe('patient name, e-mail and message', () => {
  it('requires a name of 2 to 120 characters', () => {
    expect(msg(patientName.safeParse(''))).toBe(m.nameRequired);
    expect(msg(patientName.safeParse(undefined))).toBe(m.nameRequired);
    expect(msg(patientName.safeParse('A'))).toBe(m.nameTooShort);
    expect(msg(patientName.safeParse('A'.repeat(121)))).toBe(m.nameTooLong);
    expect(patientName.parse('  Jan   Kowalski ')).toBe('Jan Kowalski');
  });

  it('checks an e-mail address, trimmed', () => {
    expect(patientEmail.parse(' jan.kowalski@example.pl ')).toBe('jan.kowalski@example.pl');
    expect(msg(patientEmail.safeParse('jan@'))).toBe(m.emailInvalid);
    expect(msg(patientEmail.safeParse(''))).toBe(m.emailRequired);
    expect(msg(patientEmail.safeParse('   '))).toBe(m.emailRequired);
    expect(msg(patientEmail.safeParse(undefined))).toBe(m.emailRequired);
    expect(optionalEmail.parse('  ')).toBeUndefined();
    expect(msg(optionalEmail.safeParse('jan(at)example.pl'))).toBe(m.emailInvalid);
  });

  it('limits the message and drops an empty one', () => {
    expect(patientMessage.parse('  ')).toBeUndefined();
    expect(patientMessage.parse(' Dzień dobry ')).toBe('Dzień dobry');
    expect(msg(patientMessage.safeParse('x'.repeat(MESSAGE_MAX + 1)))).toBe(m.messageTooLong(MESSAGE_MAX));
  });
});
