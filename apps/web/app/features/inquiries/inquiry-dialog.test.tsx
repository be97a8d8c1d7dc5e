// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ConsultationDialog } from './consultation-dialog.tsx';
import { ContactLawyerDialog } from './contact-lawyer-dialog.tsx';

function Buttons() {
  return (
    <>
      <ContactLawyerDialog lawyerId={42} lawyerName="Avery Tremblay" />
      <ConsultationDialog lawyerId={42} lawyerName="Avery Tremblay" />
    </>
  );
}

const Stub = createRoutesStub([{ path: '*', Component: Buttons }]);

describe('the profile’s inquiry buttons', () => {
  it('are links to the forms’ own pages in the server’s HTML, for browsers without JavaScript', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Stub initialEntries={['/lawyer/42']} />);
    const links = [...container.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Send Message', '/lawyer/42/contact'],
      ['Schedule Consultation', '/lawyer/42/consultation'],
    ]);
    expect(container.querySelector('button')).toBeNull();
  });

  it('are buttons that open the dialogs once React runs the page', async () => {
    render(<Stub initialEntries={['/lawyer/42']} />);
    expect(await screen.findByRole('button', { name: 'Send Message' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(screen.getByRole('button', { name: 'Schedule Consultation' })).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
