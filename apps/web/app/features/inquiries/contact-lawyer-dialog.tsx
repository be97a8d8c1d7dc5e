import { MailIcon } from '@cld/ui/icons';
import { lazy } from 'react';
import { LawyerInquiryDialog, type InquiryTarget } from './inquiry-dialog.tsx';

const ContactLawyerForm = lazy(() =>
  import('./contact-lawyer-form.tsx').then((module) => ({ default: module.ContactLawyerForm })),
);

/** The profile's "Send Message" button and the dialog it opens. */
export function ContactLawyerDialog(target: InquiryTarget) {
  return (
    <LawyerInquiryDialog
      {...target}
      kind="contactLawyer"
      icon={<MailIcon />}
      Form={ContactLawyerForm}
    />
  );
}
