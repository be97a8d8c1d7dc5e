import type { Lawyer } from '@cld/contract/lawyers';
import { Button } from '@cld/ui/button';
import { PhoneIcon } from '@cld/ui/icons';
import { useT } from '../../i18n/i18n.ts';
import { profileMessages } from '../../i18n/namespaces.ts';
import { ConsultationDialog, ContactLawyerDialog } from '../inquiries/index.ts';
import { phoneHref } from '../lawyers/index.ts';

/**
 * While the bar shows (below Tailwind's `md`, 768 px), the page makes room for it: the body ends
 * above it, so nothing is under it at the end of the page, and `scroll-padding-bottom` keeps a
 * focused control or a followed anchor from scrolling under it (WCAG 2.2 2.4.11). Its height
 * includes the phone's safe area (the home indicator). It is app.css's `--bottom-bar-height`, which
 * app.css adds to the privacy banner's height while that shows (`--bottom-overlay-height`). A
 * style element in place, beside the bar: in the server's HTML, so the room is there before any
 * script runs, and removed with the bar when the visitor goes to another page (React keeps a hoisted
 * `<style precedence>` in the head for good, which would leave the room on every later page).
 */
const ROOM_FOR_THE_BAR = `@media (width < 48rem) {
  :root {
    --bottom-bar-height: calc(4.375rem + env(safe-area-inset-bottom, 0px));
    scroll-padding-bottom: calc(var(--bottom-overlay-height, var(--bottom-bar-height)) + 0.5rem);
  }
  body { padding-bottom: var(--bottom-overlay-height, var(--bottom-bar-height)); }
}`;

/** Whether the lawyer's phone number has digits to dial. */
const dialable = (phone: string) => /\d/.test(phone);

/**
 * Call, Message and Book at the bottom of a phone's screen (issue 22): Call is a `tel:` link only
 * when the lawyer has a number; Message and Book are the profile's own lazy dialogs (their buttons
 * are links to the forms' pages until the page is interactive, and without JavaScript).
 */
export function ProfileActionBar({ lawyer }: { lawyer: Lawyer }) {
  const t = useT(profileMessages);
  const target = { lawyerId: lawyer.id, lawyerName: lawyer.name };
  // 44 px high; a label may wrap rather than overflow, and below 360 px the icons give way to it.
  const tall = 'h-11 px-2 leading-tight whitespace-normal max-[359px]:[&_svg]:hidden';
  return (
    <>
      <style>{ROOM_FOR_THE_BAR}</style>
      <div
        role="region"
        aria-label={t('profile.actionBar.label', { name: lawyer.name })}
        className="fixed inset-x-0 bottom-0 z-30 h-(--bottom-bar-height) border-t border-border bg-background px-3 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom,0px))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] md:hidden"
      >
        <div className="mx-auto grid max-w-lg auto-cols-fr grid-flow-col gap-2">
          {dialable(lawyer.phone) && (
            <Button asChild variant="outline" className={tall}>
              <a href={phoneHref(lawyer.phone)}>
                <PhoneIcon />
                {t('profile.actionBar.call')}
              </a>
            </Button>
          )}
          <ContactLawyerDialog
            {...target}
            label={t('profile.actionBar.message')}
            className={tall}
          />
          <ConsultationDialog {...target} label={t('profile.actionBar.book')} className={tall} />
        </div>
      </div>
    </>
  );
}
