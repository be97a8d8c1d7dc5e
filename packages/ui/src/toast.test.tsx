import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast } from './toast-store.ts';
import { Toaster } from './toast.tsx';

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows one toast at a time: a new toast replaces the visible one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Login Successful', description: 'Welcome back!' });
      toast({ title: 'Logged Out', description: 'You have been successfully logged out.' });
    });
    expect(screen.queryByText('Login Successful')).not.toBeInTheDocument();
    expect(screen.getByText('Logged Out')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('closes by itself after 5,000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Message sent successfully!' });
    });
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByText('Message sent successfully!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Message sent successfully!')).not.toBeInTheDocument();
  });

  it('moves focus to the toast region with F8', async () => {
    const user = userEvent.setup();
    render(<Toaster regionLabel="Notifications ({hotkey})" />);
    act(() => {
      toast({ title: 'Profile updated successfully!' });
    });
    expect(screen.getByRole('list')).not.toHaveFocus();
    await user.keyboard('[F8]');
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(screen.getByRole('list')).toHaveFocus();
    expect(region).toContainElement(screen.getByRole('list'));
    expect(screen.getByRole('list')).toContainElement(
      screen.getByText('Profile updated successfully!'),
    );
  });

  it('announces the toast text to screen readers', async () => {
    render(<Toaster announceLabel="Notification" />);
    act(() => {
      toast({
        title: 'Failed to send message',
        description: 'Please try again later.',
        variant: 'destructive',
      });
    });
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(
        'Notification Failed to send message Please try again later.',
      );
    });
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'assertive');
  });

  it('closes from its labelled close button', async () => {
    const user = userEvent.setup();
    render(<Toaster closeLabel="Fermer" />);
    act(() => {
      toast({ title: 'Registration Successful' });
    });
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByText('Registration Successful')).not.toBeInTheDocument();
  });
});
