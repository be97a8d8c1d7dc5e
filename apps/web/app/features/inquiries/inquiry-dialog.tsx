import { Button, type ButtonProps } from '@cld/ui/button';
import { ClockIcon, MailIcon } from '@cld/ui/icons';
import {
  lazy,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { cn } from '@cld/ui/cn';
import { Link } from '../../lib/links/index.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import type { Locale } from '../../i18n/locale.ts';
import { inquiriesMessages, inquiriesTriggersMessages } from '../../i18n/namespaces.ts';
import type InquiryDialogPanel from './inquiry-dialog-panel.tsx';
import type { LawyerInquiryKind } from './inquiry-form.tsx';

export interface InquiryFormProps {
  lawyerId: number;
  onSent: () => void;
}

type InquiryDialogPanelType = typeof InquiryDialogPanel;

/**
 * The dialog half and the strings it reads, loaded once per page language: on the first sign the
 * visitor means to open it (a pointer over the button, focus, a touch) and at the latest on the
 * click. The dialog opens once both are here, so it never mounts in a suspended state: mounted
 * suspended on its chunk (a lazy component in a Suspense), it stayed hidden for good in 1 of 8 runs
 * of the e2e test (the button said expanded, no dialog came; seen in CI twice); opened ready, 16 of
 * 16 runs passed. The cause inside React was not found.
 */
const panelLoads = new Map<Locale, Promise<InquiryDialogPanelType>>();
function loadPanel(locale: Locale): Promise<InquiryDialogPanelType> {
  let load = panelLoads.get(locale);
  if (!load) {
    load = Promise.all([import('./inquiry-dialog-panel.tsx'), inquiriesMessages.load(locale)]).then(
      ([module]) => module.default,
    );
    // A failed load (offline) is tried again next time.
    load.catch(() => panelLoads.delete(locale));
    panelLoads.set(locale, load);
  }
  return load;
}

const noSubscription = () => () => {};

/** False in the server's HTML and until React has hydrated the page, true after. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A profile button and the dialog it opens. The dialog (Radix, focus trap, scroll lock) and `Form`,
 * a lazy component with its schema, options and mutation, load when the dialog first opens, not
 * with the profile. Until the page is interactive (and always without JavaScript) the button is a
 * link to `pagePath`, the same form as a page of its own (routes/lawyer-inquiry.tsx).
 */
export function InquiryDialog({
  lawyerId,
  pagePath,
  Form,
  trigger,
  variant,
  title,
  description,
  className,
}: {
  lawyerId: number;
  pagePath: string;
  Form: ComponentType<InquiryFormProps>;
  trigger: ReactNode;
  variant?: ButtonProps['variant'];
  title: string;
  description: string;
  /** Added to the button's classes (the profile's phone action bar makes it taller). */
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate and reopening is instant.
  const [Panel, setPanel] = useState<InquiryDialogPanelType | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const locale = useLocale();
  const prepare = () => {
    loadPanel(locale).catch(() => {});
  };
  if (!hydrated) {
    return (
      <Button asChild variant={variant} className={cn('w-full', className)}>
        <Link to={pagePath}>{trigger}</Link>
      </Button>
    );
  }
  return (
    <>
      <Button
        ref={buttonRef}
        variant={variant}
        className={cn('w-full', className)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
        onClick={() => {
          loadPanel(locale).then(
            (loaded) => {
              setPanel(() => loaded);
              setOpen(true);
            },
            // Not loadable (offline, a new release): the same form as a page of its own.
            () => window.location.assign(pagePath),
          );
        }}
      >
        {trigger}
      </Button>
      {Panel && (
        <Panel
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={buttonRef}
          lawyerId={lawyerId}
          Form={Form}
          title={title}
          description={description}
        />
      )}
    </>
  );
}

/**
 * Each lawyer's inquiry form: where it stands as a page of its own (below the lawyer's path), its
 * button's icon and look, and the form, loaded with the dialog's first opening.
 */
const LAWYER_INQUIRIES: Record<
  LawyerInquiryKind,
  {
    page: string;
    icon: ReactNode;
    variant?: ButtonProps['variant'];
    Form: ComponentType<InquiryFormProps>;
  }
> = {
  contactLawyer: {
    page: 'contact',
    icon: <MailIcon />,
    Form: lazy(() =>
      import('./contact-lawyer-form.tsx').then((module) => ({ default: module.ContactLawyerForm })),
    ),
  },
  consultation: {
    page: 'consultation',
    icon: <ClockIcon />,
    variant: 'outline',
    Form: lazy(() =>
      import('./consultation-form.tsx').then((module) => ({
        default: module.ConsultationDialogForm,
      })),
    ),
  },
};

/** Which lawyer an inquiry dialog writes to. */
export interface InquiryTarget {
  lawyerId: number;
  lawyerName: string;
}

/** The lawyer, and optionally a shorter visible label and extra classes for the button. */
export interface InquiryButtonProps extends InquiryTarget {
  /** The button's visible text instead of its usual one ("Message" in the profile's phone bar). */
  label?: string;
  className?: string;
}

/** A lawyer's inquiry button and dialog: "Send Message" or "Schedule Consultation". */
export function LawyerInquiryDialog({
  kind,
  lawyerId,
  lawyerName,
  label,
  className,
}: InquiryButtonProps & { kind: LawyerInquiryKind }) {
  const t = useT(inquiriesTriggersMessages);
  const { page, icon, variant, Form } = LAWYER_INQUIRIES[kind];
  return (
    <InquiryDialog
      lawyerId={lawyerId}
      pagePath={`/lawyer/${lawyerId}/${page}`}
      Form={Form}
      variant={variant}
      className={className}
      trigger={
        <>
          {icon}
          {label ?? t(`inquiries.${kind}.open`)}
        </>
      }
      title={t(`inquiries.${kind}.title`, { name: lawyerName })}
      description={t(`inquiries.${kind}.description`, { name: lawyerName })}
    />
  );
}
