import { LawyersList } from '../features/admin/index.ts';

export default function AdminLawyersRoute() {
  return <LawyersList />;
}
