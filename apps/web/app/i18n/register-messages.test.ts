import { describe, expect, it } from 'vitest';
import { getT } from './i18n.ts';

describe('registerMessagesEn', () => {
  // The test setup has registered the whole inquiries namespace already: the profile's part comes
  // second here, and must not replace the nested groups it shares with the whole.
  it('keeps every string of a namespace registered in parts, at every depth', async () => {
    await import('./messages/inquiries-triggers.en.ts');
    const t = getT();
    expect(t('inquiries.contactLawyer.open')).toBe('Send Message');

    await import('./messages/inquiries.en.ts');
    expect(t('inquiries.contactLawyer.open')).toBe('Send Message');
    expect(t('inquiries.contactLawyer.title', { name: 'Avery' })).toBe('Send a message to Avery');
    expect(t('inquiries.contactLawyer.successTitle')).toBe('Message sent successfully!');
    expect(t('inquiries.consultation.submit')).toBe('Request Consultation');
  });
});
