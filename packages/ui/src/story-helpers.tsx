import type { Decorator, StoryContext } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';

/** What the stories' play functions use of their context. */
type Play = Pick<StoryContext, 'canvas' | 'userEvent'>;

/** A decorator: the story inside a box of `className` (a width, a frame). */
export function inBox(className: string): Decorator {
  const InBox: Decorator = (Story) => (
    <div className={className}>
      <Story />
    </div>
  );
  return InBox;
}

/** A story whose first Tab lands on the one control of `role`. */
export function focusedByTab(role: string) {
  return {
    play: async ({ canvas, userEvent }: Play) => {
      await userEvent.tab();
      await expect(canvas.getByRole(role)).toHaveFocus();
    },
  };
}

/** A story that hovers the one control of `role`, to show its hover style. */
export function hoveredOver(role: string) {
  return {
    play: async ({ canvas, userEvent }: Play) => {
      await userEvent.hover(canvas.getByRole(role));
    },
  };
}

/** A story of a disabled control: `args`, and a check that the one control of `role` is disabled. */
export function disabledStory<A>(role: string, args: A) {
  return {
    args,
    play: async ({ canvas }: Pick<Play, 'canvas'>) => {
      await expect(canvas.getByRole(role)).toBeDisabled();
    },
  };
}

/** A story where typing `text` into the control named `name` leaves it as its value. */
export function typedInto(name: string, text: string) {
  return {
    play: async ({ canvas, userEvent }: Play) => {
      const control = canvas.getByRole('textbox', { name });
      await userEvent.type(control, text);
      await expect(control).toHaveValue(text);
    },
  };
}

/**
 * Opens the overlay named `overlay` with the button `trigger` (the focus goes inside it), tabs
 * `steps` times with the focus kept inside, closes it with `close`, and checks that the focus went
 * back to the trigger.
 */
export async function expectFocusTrapped(
  { canvas, userEvent }: Play,
  {
    trigger,
    overlay,
    steps,
    close,
  }: { trigger: string; overlay: string; steps: number; close: () => Promise<void> },
) {
  const button = canvas.getByRole('button', { name: trigger });
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: overlay });
  await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  for (let step = 0; step < steps; step += 1) {
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  await close();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await expect(button).toHaveFocus();
  return dialog;
}
