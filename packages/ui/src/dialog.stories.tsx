import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FormField } from './field.tsx';
import { Input } from './input.tsx';
import { expectFocusTrapped } from './story-helpers.tsx';

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
  play: async (context) => {
    await expectFocusTrapped(context, {
      trigger: 'Book a consultation',
      overlay: 'Book a consultation',
      steps: 5,
      close: () => context.userEvent.keyboard('{Escape}'),
    });
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
