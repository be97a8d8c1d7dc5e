import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from './avatar.tsx';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';
import { Skeleton, SkeletonLines } from './skeleton.tsx';

type LawyerCardProps = { name: string; firm: string; city: string; areas: string[] };

function LawyerCard({ name, firm, city, areas }: LawyerCardProps) {
  return (
    <Card className="max-w-sm">
      <CardHeader className="flex flex-row items-center gap-4">
        <Avatar name={name} size="lg" decorative />
        <div className="grid min-w-0 gap-1">
          <CardTitle>{name}</CardTitle>
          <CardDescription>
            {firm} · {city}
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {areas.slice(0, 2).map((area) => (
          <Badge key={area} variant="secondary">
            {area}
          </Badge>
        ))}
        {areas.length > 2 && <Badge variant="outline">+{areas.length - 2} more</Badge>}
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full">
          <a href="#profile">View profile</a>
        </Button>
      </CardFooter>
    </Card>
  );
}

const meta = {
  title: 'Display/Card',
  component: LawyerCard,
  args: {
    name: 'Sarah Chen',
    firm: 'Chen Family Law',
    city: 'Vancouver, BC',
    areas: ['Family Law', 'Wills and Estates', 'Real Estate Law'],
  },
} satisfies Meta<typeof LawyerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Sarah Chen' })).toBeVisible();
    await expect(canvas.getByText('+1 more')).toBeVisible();
  },
};

export const Hovered: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('link', { name: 'View profile' }));
  },
};

export const Loading: Story = {
  render: () => (
    <Card className="max-w-sm" aria-busy="true">
      <CardHeader className="flex flex-row items-center gap-4">
        <Skeleton className="size-16 rounded-full" />
        <SkeletonLines className="grid flex-1 gap-2" lines={['h-5 w-2/3', 'h-4 w-1/2']} />
      </CardHeader>
      <CardContent className="flex gap-2">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="h-5 w-24 rounded-full" />
      </CardContent>
      <CardFooter>
        <Skeleton className="h-10 w-full" />
      </CardFooter>
    </Card>
  ),
};

export const Empty: Story = { args: { areas: [] } };

export const LongText: Story = {
  args: {
    name: 'Maître Marie-Ève Bélanger-Castonguay-Des Rosiers',
    firm: 'Bélanger Castonguay Des Rosiers Avocats et Notaires S.E.N.C.R.L.',
    city: 'Saint-Jean-sur-Richelieu, QC',
    areas: ['Constitutional Law', 'Intellectual Property', 'Environmental Law', 'Securities Law'],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
