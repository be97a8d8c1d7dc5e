import { todayIn } from '@cld/validation/consultation';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { createRoutesStub } from 'react-router';
import { expect } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { createQueryClient } from '../../lib/query/query-client.ts';
import { renderToaster } from '../auth/testing.tsx';

/**
 * A form inside a route (the forms read their action's answer) and a fresh query cache, with the
 * toast region mounted as in the root layout.
 */
export function renderForm(ui: ReactElement) {
  renderToaster();
  const queryClient = createQueryClient();
  const Stub = createRoutesStub([{ path: '*', Component: () => ui }]);
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <Stub />
      </QueryClientProvider>,
    ),
  };
}

/** The toast showing this title: its variant says whether it is styled as a failure. */
export function toastWithTitle(title: string): HTMLElement | null {
  return screen.getByText(title).closest('[data-variant]');
}

/** A promise the test settles, to hold a request open while it looks at the pending form. */
export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

type User = ReturnType<typeof userEvent.setup>;

/**
 * Opens a lawyer's inquiry dialog with its button and waits for its form, which loads with the
 * dialog's first opening.
 */
export async function openInquiryDialog(user: User, button: string, title: string) {
  await user.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: title });
  await within(dialog).findByLabelText(/Full Name/);
  return dialog;
}

/** Submits the form in `container` empty (or as it is) and expects each message to show. */
export async function expectMessagesOnSubmit(
  user: User,
  container: HTMLElement,
  submit: string,
  messages: readonly string[],
) {
  await user.click(within(container).getByRole('button', { name: submit }));
  for (const message of messages) expect(within(container).getByText(message)).toBeVisible();
}

/** The anti-spam field: out of the tab order, hidden from assistive technology, never filled in. */
export function expectHiddenHoneypot(container: Element) {
  const honeypot = container.querySelector('input[name="website"]');
  expect(honeypot).toHaveAttribute('tabindex', '-1');
  expect(honeypot).toHaveAttribute('autocomplete', 'off');
  expect(honeypot).toHaveAttribute('aria-hidden', 'true');
}

/**
 * Posts to `path` are recorded (`bodies`) and answered `201 { id }` once the test calls `release`,
 * so the test sees the pending form first.
 */
export function holdPosts(path: string, id: number) {
  const bodies: unknown[] = [];
  const answer = deferred();
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push(await request.json());
      await answer.promise;
      return HttpResponse.json({ id }, { status: 201 });
    }),
  );
  return { bodies, release: answer.resolve };
}

/** Posts to `path` fail with a server error. */
export function failPosts(path: string) {
  server.use(
    http.post(path, () => HttpResponse.json({ message: 'Internal error' }, { status: 500 })),
  );
}

/** The failure toast: its title, what to do now, styled as a failure. */
export async function expectFailureToast(title: string, text = 'Please try again later.') {
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(toastWithTitle(title)).toHaveAttribute('data-variant', 'destructive');
}

/** Types the visitor's details into the form in `container`. */
export async function typeContactDetails(
  user: User,
  container: HTMLElement,
  details: { name: string; email: string; phone?: string },
) {
  const form = within(container);
  await user.type(form.getByLabelText(/Full Name/), details.name);
  await user.type(form.getByLabelText(/Email/), details.email);
  if (details.phone) await user.type(form.getByLabelText(/Phone/), details.phone);
}

/**
 * Submits the form in `container` while its post is held (`holdPosts`): its button says it is
 * sending and is disabled; once released, the toast says it was sent (`sent`: title, text).
 */
export async function submitHeld(
  user: User,
  container: HTMLElement,
  {
    submit,
    pending,
    release,
    sent: [title, text],
  }: { submit: string; pending: string; release: () => void; sent: [string, string] },
) {
  await user.click(within(container).getByRole('button', { name: submit }));
  expect(await within(container).findByRole('button', { name: pending })).toBeDisabled();
  release();
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getByText(text)).toBeInTheDocument();
}

/** The visitor's own calendar day, as the consultation form's date picker starts it. */
export const localToday = () =>
  todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date());

/** The visitor's calendar day `days` from today (before it when negative). */
export function daysFromToday(days: number): string {
  const date = new Date(`${localToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
