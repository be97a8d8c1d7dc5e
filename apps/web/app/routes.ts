import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('browse-lawyers', 'routes/browse-lawyers.tsx'),
  route('lawyer/:id', 'routes/lawyer-profile.tsx', { id: 'lawyer-profile' }),
  route('lawyers/:id', 'routes/lawyer-profile.tsx', { id: 'lawyers-profile' }),
  // Old addresses that pages and links still use (DESIGN §5.3).
  route('browse', 'routes/redirect-browse.tsx'),
  route('provincial-legal-guide', 'routes/redirect-provincial-guide.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
