import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormErrorSummary } from './form-error-summary.tsx';

describe('FormErrorSummary', () => {
  it('is an alert listing the form’s messages and linking each field to correct', () => {
    render(
      <FormErrorSummary
        title="Please correct these fields:"
        formErrors={['Too many messages. Try again in a minute.']}
        fieldErrors={[
          { id: 'name', label: 'Full Name' },
          { id: 'email', label: 'Email' },
        ]}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please correct these fields:');
    expect(alert).toHaveTextContent('Too many messages. Try again in a minute.');
    expect(screen.getByRole('link', { name: 'Full Name' })).toHaveAttribute('href', '#name');
    expect(screen.getByRole('link', { name: 'Email' })).toHaveAttribute('href', '#email');
  });

  it('renders nothing when there is nothing to correct', () => {
    const { container } = render(<FormErrorSummary title="Please correct these fields:" />);
    expect(container).toBeEmptyDOMElement();
  });
});
