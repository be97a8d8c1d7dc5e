import { Button, type ButtonProps } from '@cld/ui/button';
import { ClockIcon, MailIcon } from '@cld/ui/icons';
import {
  Suspense,
  lazy,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { cn } from '@cld/ui/cn';
import { Link } from '../../lib/links/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { inquiriesTriggersMessages } from '../../i18n/namespaces.ts';
import type { LawyerInquiryKind } from './inquiry-form.tsx';

export interface InquiryFormProps {
  lawyerId: number;
  onSent: () => void;
}

const InquiryDialogPanel = lazy(() => import('./inquiry-dialog-panel.tsx'));

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
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
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
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {trigger}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <InquiryDialogPanel
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={buttonRef}
            lawyerId={lawyerId}
            Form={Form}
            title={title}
            description={description}
          />
        </Suspense>
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
