import { Button, type ButtonProps } from '@cld/ui/button';
import { ClockIcon, MailIcon } from '@cld/ui/icons';
import { useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { cn } from '@cld/ui/cn';
import { Link } from '../../lib/links/index.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import type { Locale } from '../../i18n/locale.ts';
import { trackLoad } from '../../lib/page-ready.ts';
import {
  bookingsMessages,
  inquiriesMessages,
  inquiriesTriggersMessages,
} from '../../i18n/namespaces.ts';
import type InquiryDialogPanel from './inquiry-dialog-panel.tsx';
import type { LawyerInquiryKind } from './inquiry-form.tsx';

export interface InquiryFormProps {
  lawyerId: number;
  onSent: () => void;
}

type InquiryDialogPanelType = typeof InquiryDialogPanel;
type InquiryFormType = ComponentType<InquiryFormProps>;

/** A form of the dialog with everything it reads: its chunk and its strings, for a language. */
export type FormLoader = (locale: Locale) => Promise<InquiryFormType>;

/** Loads once per key (a language, a form and a language); a failed load is tried again. */
function once<T>(loads: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let loading = loads.get(key);
  if (!loading) {
    loading = load();
    // A failed load (offline) is tried again next time.
    loading.catch(() => loads.delete(key));
    loads.set(key, loading);
  }
  return loading;
}

/**
 * The dialog half and its form, with the strings both read, loaded once per page language: on the
 * first sign the visitor means to open it (a pointer over the button, focus, a touch) and at the
 * latest on the click. The dialog opens once all are here, so nothing in it mounts suspended:
 * mounted suspended on its chunk (a lazy component in a Suspense), the dialog stayed hidden for good
 * in 1 of 8 runs of the e2e test (the button said expanded, no dialog came; seen in CI twice), and
 * once the dialog was loaded first, its form, still lazy, stayed a skeleton in one CI run (the
 * booking journey waited 5 s for the slots' time zone). Opened ready, 16 of 16 runs passed. The
 * cause inside React was not found.
 */
const panelLoads = new Map<string, Promise<InquiryDialogPanelType>>();
const formLoads = new Map<string, Promise<InquiryFormType>>();
function loadDialog(
  locale: Locale,
  form: { key: string; load: FormLoader },
): Promise<[InquiryDialogPanelType, InquiryFormType]> {
  return trackLoad(
    Promise.all([
      once(panelLoads, locale, () =>
        Promise.all([import('./inquiry-dialog-panel.tsx'), inquiriesMessages.load(locale)]).then(
          ([module]) => module.default,
        ),
      ),
      once(formLoads, `${form.key}:${locale}`, () => form.load(locale)),
    ]),
  );
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
 * A profile button and the dialog it opens. The dialog (Radix, focus trap, scroll lock) and its
 * form (`loadForm`: the component with its schema, options, mutation and strings) load when the
 * visitor means to open it, not with the profile. Until the page is interactive (and always without
 * JavaScript) the button is a link to `pagePath`, the same form as a page of its own
 * (routes/lawyer-inquiry.tsx).
 */
export function InquiryDialog({
  lawyerId,
  pagePath,
  formKey,
  loadForm,
  trigger,
  variant,
  title,
  description,
  className,
}: {
  lawyerId: number;
  pagePath: string;
  /** Which form `loadForm` loads (one load per form and language). */
  formKey: string;
  loadForm: FormLoader;
  trigger: ReactNode;
  variant?: ButtonProps['variant'];
  title: string;
  description: string;
  /** Added to the button's classes (the profile's phone action bar makes it taller). */
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate and reopening is instant.
  const [loaded, setLoaded] = useState<{
    Panel: InquiryDialogPanelType;
    Form: InquiryFormType;
  } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const locale = useLocale();
  const load = () => loadDialog(locale, { key: formKey, load: loadForm });
  const prepare = () => {
    load().catch(() => {});
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
          load().then(
            ([Panel, Form]) => {
              setLoaded({ Panel, Form });
              setOpen(true);
            },
            // Not loadable (offline, a new release): the same form as a page of its own.
            () => window.location.assign(pagePath),
          );
        }}
      >
        {trigger}
      </Button>
      {loaded && (
        <loaded.Panel
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={buttonRef}
          lawyerId={lawyerId}
          Form={loaded.Form}
          title={title}
          description={description}
        />
      )}
    </>
  );
}

/**
 * Each lawyer's inquiry form: where it stands as a page of its own (below the lawyer's path), its
 * button's icon and look, and the form with the strings it reads beyond the dialog's, loaded with
 * the dialog.
 */
const LAWYER_INQUIRIES: Record<
  LawyerInquiryKind,
  {
    page: string;
    icon: ReactNode;
    variant?: ButtonProps['variant'];
    loadForm: FormLoader;
  }
> = {
  contactLawyer: {
    page: 'contact',
    icon: <MailIcon />,
    loadForm: () => import('./contact-lawyer-form.tsx').then((module) => module.ContactLawyerForm),
  },
  consultation: {
    page: 'consultation',
    icon: <ClockIcon />,
    variant: 'outline',
    // The open slots (features/bookings) read the bookings strings.
    loadForm: (locale) =>
      Promise.all([import('./consultation-form.tsx'), bookingsMessages.load(locale)]).then(
        ([module]) => module.ConsultationDialogForm,
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
  const { page, icon, variant, loadForm } = LAWYER_INQUIRIES[kind];
  return (
    <InquiryDialog
      lawyerId={lawyerId}
      pagePath={`/lawyer/${lawyerId}/${page}`}
      formKey={kind}
      loadForm={loadForm}
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
