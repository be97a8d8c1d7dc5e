import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { Button } from './button.tsx';
import { Checkbox } from './checkbox.tsx';
import {
  Drawer,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
  DrawerTrigger,
  type DrawerSide,
} from './drawer.tsx';
import { Label } from './label.tsx';
import { expectFocusTrapped } from './story-helpers.tsx';

type DrawerDemoProps = {
  side?: DrawerSide;
  defaultOpen?: boolean;
  closeLabel?: string;
  languages?: string[];
};

function DrawerDemo({
  side,
  defaultOpen,
  closeLabel,
  languages = ['English', 'French', 'Punjabi'],
}: DrawerDemoProps) {
  return (
    <Drawer defaultOpen={defaultOpen}>
      <DrawerTrigger asChild>
        <Button variant="outline">Filters</Button>
      </DrawerTrigger>
      <DrawerContent side={side} closeLabel={closeLabel}>
        <DrawerHeader>
          <DrawerTitle>Filter lawyers</DrawerTitle>
          <DrawerDescription>Narrow the results by language.</DrawerDescription>
        </DrawerHeader>
        {languages.map((language) => (
          <div key={language} className="flex items-center gap-2">
            <Checkbox id={`language-${language}`} />
            <Label htmlFor={`language-${language}`}>{language}</Label>
          </div>
        ))}
        <DrawerFooter>
          <Button>Show results</Button>
        </DrawerFooter>
      </DrawerContent>
    </Drawer>
  );
}

const meta = {
  title: 'Overlays/Drawer',
  component: DrawerDemo,
  args: { side: 'right' },
  argTypes: { side: { control: 'select', options: ['left', 'right', 'top', 'bottom'] } },
} satisfies Meta<typeof DrawerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    await expectFocusTrapped(context, {
      trigger: 'Filters',
      overlay: 'Filter lawyers',
      steps: 6,
      close: () => context.userEvent.click(screen.getByRole('button', { name: 'Close' })),
    });
  },
};

export const Left: Story = { args: { side: 'left', defaultOpen: true } };

export const Bottom: Story = { args: { side: 'bottom', defaultOpen: true } };

export const TranslatedCloseLabel: Story = {
  args: { defaultOpen: true, closeLabel: 'Fermer' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    languages: [
      'English',
      'French',
      'Mandarin',
      'Cantonese',
      'Punjabi',
      'Spanish',
      'Arabic',
      'Tagalog',
      'Italian',
      'German',
      'Portuguese',
      'Persian (Farsi)',
      'Urdu',
      'Russian',
      'Vietnamese',
      'Korean',
      'Hindi',
      'Gujarati',
      'Polish',
      'Inuktitut',
      'Cree',
      'Ojibwe',
    ],
  },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Filter lawyers' });
    await expect(drawer.scrollHeight).toBeGreaterThan(drawer.clientHeight);
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
