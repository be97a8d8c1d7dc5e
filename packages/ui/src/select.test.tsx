import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Options, Select } from './select.tsx';

describe('Options', () => {
  it('lists string items as their own value and label', () => {
    render(
      <Select aria-label="Time" placeholder="Pick a time">
        <Options items={['Morning', 'Evening']} />
      </Select>,
    );
    const options = within(screen.getByRole('combobox', { name: 'Time' })).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Pick a time'],
      ['Morning', 'Morning'],
      ['Evening', 'Evening'],
    ]);
  });

  it('takes the value and the label of other items from the functions given', () => {
    const provinces = [
      { code: 'ON', name: 'Ontario' },
      { code: 'QC', name: 'Quebec' },
    ];
    render(
      <Select aria-label="Province" defaultValue="QC">
        <Options
          items={provinces}
          value={(province) => province.code}
          label={(province) => province.name}
        />
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Province' });
    expect(select).toHaveValue('QC');
    expect(within(select).getByRole('option', { name: 'Ontario' })).toHaveAttribute('value', 'ON');
  });
});
