/**
 * The profile's Send Message and Schedule Consultation buttons and their dialogs' headings: the only
 * inquiries strings a profile shows before a dialog opens. The forms load the rest
 * (`inquiries.en.ts`) with themselves, so a profile's first load carries only these.
 */
export const inquiriesTriggersEn = {
  contactLawyer: {
    open: 'Send Message',
    title: 'Send a message to {name}',
    description: '{name} will contact you within 1-2 business days.',
  },
  consultation: {
    open: 'Schedule Consultation',
    title: 'Schedule a consultation with {name}',
    // Neutral: a bookable lawyer's slots are booked at once, another's request is confirmed later.
    description: 'Choose when you would like to meet {name}.',
  },
} as const;

export default inquiriesTriggersEn;
