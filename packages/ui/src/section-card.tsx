import type { ComponentProps, ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card.tsx';

export type SectionCardProps = Omit<ComponentProps<'div'>, 'title'> & {
  title: ReactNode;
  /** The title's heading level in the page outline. */
  heading?: 'h2' | 'h3';
  titleClassName?: string;
  description?: ReactNode;
  contentClassName?: string;
};

/** A card that is a section of its page: a heading, an optional description, then its content. */
export function SectionCard({
  title,
  heading: Heading = 'h2',
  titleClassName,
  description,
  contentClassName,
  children,
  ...props
}: SectionCardProps) {
  return (
    <Card {...props}>
      <CardHeader>
        <CardTitle asChild className={titleClassName}>
          <Heading>{title}</Heading>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
