import { fireEvent } from '@testing-library/react';

/** What a browser does on ArrowRight over a range input: the value moves, `input` then `change`. */
export function pressArrowRight(slider: HTMLInputElement) {
  const next = String(Number(slider.value) + 1);
  fireEvent.keyDown(slider, { key: 'ArrowRight' });
  fireEvent.input(slider, { target: { value: next } });
  fireEvent.change(slider, { target: { value: next } });
  fireEvent.keyUp(slider, { key: 'ArrowRight' });
}
