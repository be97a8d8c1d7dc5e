import { MailIcon } from '@cld/ui/icons';
import { lazy } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { inquiriesTriggersMessages } from '../../i18n/namespaces.ts';
import { InquiryDialog } from './inquiry-dialog.tsx';

const ContactLawyerForm = lazy(() =>
  import('./contact-lawyer-form.tsx').then((module) => ({ default: module.ContactLawyerForm })),
);

/** The profile's "Send Message" button and the dialog it opens. */
export function ContactLawyerDialog({
  lawyerId,
  lawyerName,
}: {
  lawyerId: number;
  lawyerName: string;
}) {
  const t = useT(inquiriesTriggersMessages);
  return (
    <InquiryDialog
      lawyerId={lawyerId}
      pagePath={`/lawyer/${lawyerId}/contact`}
      Form={ContactLawyerForm}
      trigger={
        <>
          <MailIcon />
          {t('inquiries.contactLawyer.open')}
        </>
      }
      title={t('inquiries.contactLawyer.title', { name: lawyerName })}
      description={t('inquiries.contactLawyer.description')}
    />
  );
}
