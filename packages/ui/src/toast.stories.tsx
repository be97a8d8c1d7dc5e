import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, waitFor } from 'storybook/test';
import { Button } from './button.tsx';
import { dismissToast, toast, type ToastOptions } from './toast-store.ts';
import { Toaster } from './toast.tsx';

type ToastDemoProps = ToastOptions & { closeLabel?: string };

function ToastDemo({ closeLabel, ...options }: ToastDemoProps) {
  return (
    <>
      <Button onClick={() => toast(options)}>Show toast</Button>
      <Toaster closeLabel={closeLabel} />
    </>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  // The toast store outlives a story; start each one with nothing on screen.
  beforeEach: () => {
    dismissToast();
  },
  args: {
    title: 'Message sent successfully!',
    description:
      'A confirmation email has been sent to you. The lawyer will contact you within 1-2 business days.',
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(await screen.findByText('Message sent successfully!')).toBeVisible();
  },
};

export const Destructive: Story = {
  args: {
    variant: 'destructive',
    title: 'Failed to send message',
    description: 'Please try again later.',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(await screen.findByText('Failed to send message')).toBeVisible();
  },
};

export const OneAtATime: Story = {
  render: () => (
    <>
      <Button onClick={() => toast({ title: 'Login Successful', description: 'Welcome back!' })}>
        Log in
      </Button>
      <Button
        variant="outline"
        className="ml-2"
        onClick={() =>
          toast({ title: 'Logged Out', description: 'You have been successfully logged out.' })
        }
      >
        Log out
      </Button>
      <Toaster />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await screen.findByText('Login Successful');
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await screen.findByText('Logged Out');
    await expect(screen.queryByText('Login Successful')).not.toBeInTheDocument();
  },
};

export const F8FocusesRegion: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await screen.findByText('Message sent successfully!');
    await userEvent.keyboard('[F8]');
    await expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toContainElement(
      document.activeElement as HTMLElement,
    );
  },
};

export const SwipeRightDismisses: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const title = await screen.findByText('Message sent successfully!');
    const item = title.closest('li')!;
    const box = item.getBoundingClientRect();
    const start = { clientX: box.left + 20, clientY: box.top + 20, pointerId: 1, button: 0 };
    fireEvent.pointerDown(item, start);
    fireEvent.pointerMove(item, { ...start, clientX: start.clientX + 30 });
    fireEvent.pointerMove(item, { ...start, clientX: start.clientX + 90 });
    fireEvent.pointerUp(item, { ...start, clientX: start.clientX + 90 });
    await waitFor(() =>
      expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument(),
    );
  },
};

export const LongText: Story = {
  args: {
    title: 'OAuth Configuration Required',
    description:
      'Google OAuth requires proper client secret configuration. Contact admin to set up OAuth credentials. This message is deliberately long to show how the toast wraps several lines of text.',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(await screen.findByText('OAuth Configuration Required')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Default.play,
};
