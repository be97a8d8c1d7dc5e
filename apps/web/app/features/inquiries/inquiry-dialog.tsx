import { Button, type ButtonProps } from '@cld/ui/button';
import { Suspense, lazy, useRef, useState, type ComponentType, type ReactNode } from 'react';

export interface InquiryFormProps {
  lawyerId: number;
  onSent: () => void;
}

const InquiryDialogPanel = lazy(() => import('./inquiry-dialog-panel.tsx'));

/**
 * A profile button and the dialog it opens. The dialog (Radix, focus trap, scroll lock) and `Form`,
 * a lazy component with its schema, options and mutation, load when the dialog first opens, not
 * with the profile.
 */
export function InquiryDialog({
  lawyerId,
  Form,
  trigger,
  variant,
  title,
  description,
}: {
  lawyerId: number;
  Form: ComponentType<InquiryFormProps>;
  trigger: ReactNode;
  variant?: ButtonProps['variant'];
  title: string;
  description: string;
}) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate and reopening is instant.
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        variant={variant}
        className="w-full"
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
