import { LawyerEditor } from '../features/admin/index.ts';

export default function AdminLawyerRoute() {
  return <LawyerEditor />;
}
