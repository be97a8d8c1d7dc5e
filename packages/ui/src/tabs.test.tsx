import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';

const SECTIONS = [
  { value: 'about', label: 'About', body: 'Fifteen years of family law.' },
  { value: 'fees', label: 'Fees', body: 'Free first consultation.' },
  { value: 'moving out', label: 'Moving out', body: 'Notice periods.', disabled: false },
  { value: 'reviews', label: 'Reviews', body: 'No reviews yet.' },
];

function Sections({
  disabled = [],
  onValueChange,
}: {
  disabled?: string[];
  onValueChange?: (value: string) => void;
}) {
  return (
    <Tabs defaultValue="about" onValueChange={onValueChange}>
      <TabsList aria-label="Profile sections">
        {SECTIONS.map((section) => (
          <TabsTrigger
            key={section.value}
            value={section.value}
            disabled={disabled.includes(section.value)}
          >
            {section.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {SECTIONS.map((section) => (
        <TabsContent key={section.value} value={section.value}>
          <p>{section.body}</p>
        </TabsContent>
      ))}
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('names the chosen tab and its panel, and renders only the chosen panel’s content', () => {
    render(<Sections />);
    expect(screen.getByRole('tablist', { name: 'Profile sections' })).toBeInTheDocument();
    expect(tab('About')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Fees')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('About');
    expect(tab('About')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Fifteen years');
    expect(screen.queryByText('Free first consultation.')).not.toBeInTheDocument();
    // Every tab's panel exists (its aria-controls points at it), hidden until chosen.
    for (const trigger of screen.getAllByRole('tab')) {
      expect(document.getElementById(trigger.getAttribute('aria-controls') ?? '')).not.toBeNull();
    }
  });

  it('chooses a tab on a click', async () => {
    const onValueChange = vi.fn();
    render(<Sections onValueChange={onValueChange} />);
    await userEvent.click(tab('Fees'));
    expect(tab('Fees')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Fees')).toHaveAttribute('data-state', 'active');
    expect(tab('About')).toHaveAttribute('data-state', 'inactive');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Free first consultation.');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('fees');
  });

  it('is one stop in the Tab order, and the arrow keys, Home and End move and choose', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Sections />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(tab('About')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Fees')).toHaveFocus();
    expect(tab('Fees')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Free first consultation.');
    await user.keyboard('{End}');
    expect(tab('Reviews')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('About')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Reviews')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('About')).toHaveAttribute('aria-selected', 'true');
    // From the list, Tab goes to the chosen panel, then on.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('skips a disabled tab', async () => {
    const user = userEvent.setup();
    render(<Sections disabled={['fees']} />);
    expect(tab('Fees')).toBeDisabled();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('Moving out')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Notice periods.');
  });

  it('follows its value when controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('about');
      return (
        <>
          <p>Chosen: {value}</p>
          <Tabs value={value} onValueChange={setValue}>
            <TabsList aria-label="Sections">
              <TabsTrigger value="about">About</TabsTrigger>
              <TabsTrigger value="fees">Fees</TabsTrigger>
            </TabsList>
            <TabsContent value="about">About us</TabsContent>
            <TabsContent value="fees">Our fees</TabsContent>
          </Tabs>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.click(tab('Fees'));
    expect(screen.getByText('Chosen: fees')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Our fees');
  });

  it('leaves keys with a modifier to the browser', async () => {
    const user = userEvent.setup();
    render(<Sections />);
    await user.tab();
    await user.keyboard('{Control>}{ArrowRight}{/Control}');
    expect(tab('About')).toHaveFocus();
  });
});
