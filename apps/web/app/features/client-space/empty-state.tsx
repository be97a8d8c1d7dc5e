import { Button } from '@cld/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@cld/ui/card';
import { Link } from '../../lib/links/index.ts';

/** A tab with nothing in it yet: what will show there, and where to start. */
export function EmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action?: { to: string; label: string };
}) {
  return (
    <Card className="text-center">
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{text}</CardDescription>
        {action && (
          <Button asChild variant="outline" className="mx-auto mt-2 w-fit">
            <Link to={action.to}>{action.label}</Link>
          </Button>
        )}
      </CardHeader>
    </Card>
  );
}
