import type { ComponentProps } from 'react';
import { cn } from './cn.ts';
import { textFieldClasses } from './input.tsx';

export type TextareaProps = ComponentProps<'textarea'>;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(textFieldClasses, 'min-h-20 py-2 leading-relaxed', className)}
      {...props}
    />
  );
}
