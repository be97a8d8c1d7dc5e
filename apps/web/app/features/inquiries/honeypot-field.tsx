import { HONEYPOT_FIELD } from '@cld/contract/inquiries';
import { useId } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { inquiriesMessages } from '../../i18n/namespaces.ts';

/**
 * The field bots fill and people never see (packages/contract explains the API's side): off
 * screen rather than `display: none`, which some bots skip, out of the tab order and hidden from
 * assistive technology. Uncontrolled: the form posts it as typed, with or without JavaScript.
 */
export function HoneypotField() {
  const t = useT(inquiriesMessages);
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>{t('inquiries.fields.honeypot')}</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        defaultValue=""
      />
    </div>
  );
}
