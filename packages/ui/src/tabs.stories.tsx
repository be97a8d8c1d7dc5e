import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

type TabsStoryArgs = {
  tabs: Array<{ value: string; label: string; body: string; disabled?: boolean }>;
};

const defaultTabs: TabsStoryArgs['tabs'] = [
  { value: 'about', label: 'About', body: 'Fifteen years of practice in family law.' },
  { value: 'experience', label: 'Experience', body: 'Called to the Ontario bar in 2010.' },
  { value: 'reviews', label: 'Reviews', body: 'No reviews yet.' },
];

function TabsDemo({ tabs }: TabsStoryArgs) {
  return (
    <Tabs defaultValue={tabs[0]?.value} className="max-w-xl">
      <TabsList aria-label="Lawyer profile sections">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} disabled={tab.disabled}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          <p className="text-sm">{tab.body}</p>
        </TabsContent>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Navigation/Tabs',
  component: TabsDemo,
  args: { tabs: defaultTabs },
} satisfies Meta<typeof TabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Experience' }));
    await expect(canvas.getByRole('tab', { name: 'Experience' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Called to the Ontario bar');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'About' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Experience' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Called to the Ontario bar');
  },
};

export const DisabledTab: Story = {
  args: {
    tabs: [
      ...defaultTabs.slice(0, 2),
      { value: 'reviews', label: 'Reviews', body: '', disabled: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Reviews' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    tabs: [
      {
        value: 'a',
        label: 'Practice areas and specializations',
        body: 'Family law, wills and estates.',
      },
      { value: 'b', label: 'Education and bar admissions', body: 'McGill University, 2008.' },
      { value: 'c', label: 'Fees and payment options', body: 'Hourly, flat fee and retainer.' },
    ],
  },
};

export const Mobile: Story = {
  ...LongText,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
