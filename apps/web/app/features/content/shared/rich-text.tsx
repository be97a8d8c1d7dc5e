import type { Inline, RichText } from '@cld/content/rich-text';
import { cn } from '@cld/ui/cn';
import { Fragment } from 'react';

/** Content's structured rich text as elements: no HTML strings, so nothing can inject markup. */
export function RichTextView({
  content,
  headingLevel = 'h2',
  className,
}: {
  content: RichText;
  /** Headings inside the text sit one level under the heading that introduces it. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
}) {
  const Heading = headingLevel;
  return (
    <div className={cn('space-y-4 leading-relaxed', className)}>
      {content.map((block, index) => {
        if (block.kind === 'heading')
          return (
            <Heading key={index} className="pt-2 text-xl font-semibold text-foreground">
              {block.text}
            </Heading>
          );
        if (block.kind === 'paragraph')
          return (
            <p key={index}>
              <Runs runs={block.text} />
            </p>
          );
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List
            key={index}
            className={cn('space-y-2 pl-6', block.ordered ? 'list-decimal' : 'list-disc')}
          >
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Runs runs={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}

function Runs({ runs }: { runs: readonly Inline[] }) {
  return runs.map((run, index) =>
    typeof run === 'string' ? (
      <Fragment key={index}>{run}</Fragment>
    ) : (
      <strong key={index} className="font-semibold text-foreground">
        {run.bold}
      </strong>
    ),
  );
}
