import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './field.tsx';
import { Input } from './input.tsx';
import { Select } from './select.tsx';
import { Textarea } from './textarea.tsx';

describe('FormField', () => {
  it('labels the control and describes it by its description', () => {
    render(
      <FormField label="Email" description="We never share it.">
        <Input type="email" name="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and adds the error to its description', () => {
    render(
      <FormField
        id="message"
        label="Message"
        description="Tell the lawyer about your situation."
        error="Message must be at least 10 characters"
        required
      >
        <Textarea name="message" />
      </FormField>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toHaveAttribute('id', 'message');
    expect(textarea).toBeInvalid();
    expect(textarea).toBeRequired();
    expect(textarea).toHaveAccessibleDescription(
      'Tell the lawyer about your situation. Message must be at least 10 characters',
    );
  });

  it('wires a select the same way', () => {
    render(
      <FormField label="Province" error="Please select a province">
        <Select placeholder="Select a province" name="province">
          <option value="ON">Ontario</option>
        </Select>
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'Province' });
    expect(select).toHaveAccessibleDescription('Please select a province');
    expect(select).toHaveValue('');
  });
});

describe('Select', () => {
  it('starts on the placeholder, which cannot be chosen again', () => {
    render(
      <Select aria-label="Legal issue" placeholder="Choose an issue">
        <option value="divorce">Divorce</option>
        <option value="other">Other</option>
      </Select>,
    );
    const placeholder = screen.getByRole('option', { name: 'Choose an issue' });
    expect(placeholder).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Legal issue' })).toHaveValue('');
  });

  it('keeps a given default value', () => {
    render(
      <Select aria-label="Province" placeholder="Select" defaultValue="QC">
        <option value="ON">Ontario</option>
        <option value="QC">Quebec</option>
      </Select>,
    );
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveValue('QC');
  });
});
