import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog.tsx';

function renderDialog() {
  render(
    <>
      <Dialog>
        <DialogTrigger asChild>
          <Button>Book a consultation</Button>
        </DialogTrigger>
        <DialogContent closeLabel="Fermer">
          <DialogTitle>Book a consultation</DialogTitle>
          <DialogDescription>Pick a time.</DialogDescription>
          <input aria-label="Name" />
          <Button>Send</Button>
        </DialogContent>
      </Dialog>
      <button type="button">Outside</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Book a consultation' });
}

describe('Dialog', () => {
  it('opens as a named modal dialog and moves focus into it', async () => {
    const user = userEvent.setup();
    await user.click(renderDialog());
    const dialog = screen.getByRole('dialog', { name: 'Book a consultation' });
    expect(dialog).toHaveAccessibleDescription('Pick a time.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    await user.click(renderDialog());
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 6; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let step = 0; step < 6; step += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const trigger = renderDialog();
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes from the labelled close button', async () => {
    const user = userEvent.setup();
    const trigger = renderDialog();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

describe('ConfirmDialog', () => {
  it('asks with its title and description, and Cancel closes it without acting', async () => {
    const user = userEvent.setup();
    const confirmed = vi.fn();
    render(
      <ConfirmDialog
        trigger={<Button>Delete</Button>}
        title="Delete the account?"
        description="This cannot be undone."
        cancelLabel="Keep it"
        confirm={<Button onClick={confirmed}>Delete for good</Button>}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the account?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(dialog.querySelector('form')).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Keep it' })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(confirmed).not.toHaveBeenCalled();
  });

  it('is a form around its fields when it has onSubmit, sent by the confirming button only', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <ConfirmDialog
        defaultOpen
        trigger={<Button>Hide</Button>}
        title="Hide the lawyer?"
        description="Give a reason."
        cancelLabel="Cancel"
        confirm={<Button type="submit">Hide now</Button>}
        onSubmit={submitted}
      >
        <input aria-label="Reason" />
      </ConfirmDialog>,
    );
    const form = screen.getByRole('dialog').querySelector('form');
    expect(form).toContainElement(screen.getByRole('textbox', { name: 'Reason' }));
    expect(form).toHaveAttribute('novalidate');
    await user.click(screen.getByRole('button', { name: 'Hide now' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
