import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FormField } from './field.tsx';
import { Input } from './input.tsx';

type DialogDemoProps = { title: string; description: string; body?: string; defaultOpen?: boolean };

function DialogDemo({ title, description, body, defaultOpen }: DialogDemoProps) {
  return (
    <ConfirmDialog
      defaultOpen={defaultOpen}
      trigger={<Button>Book a consultation</Button>}
      title={title}
      description={description}
      cancelLabel="Cancel"
      confirm={<Button>Send request</Button>}
    >
      {body ? (
        <p className="text-sm">{body}</p>
      ) : (
        <FormField label="Full name">
          <Input />
        </FormField>
      )}
    </ConfirmDialog>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: DialogDemo,
  args: {
    title: 'Book a consultation',
    description: 'The lawyer will contact you to confirm the appointment.',
  },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Book a consultation' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Book a consultation' });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: 'Before you send a consultation request to a lawyer in another province',
    description:
      'Lawyers may only give advice on the law of the provinces where they are licensed.',
    body: Array.from(
      { length: 12 },
      () =>
        'A lawyer licensed in Ontario cannot usually advise on a Quebec civil law matter; ask whether they hold a licence in your province or can refer you to a colleague who does.',
    ).join(' '),
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
