import { Link } from '../../lib/link.tsx';
import { paths } from '../../lib/paths.ts';
import { useTeaching } from './api/teaching.ts';

/** A link to the classes the person teaches, shown only to those who have some (the /account page). */
export function TeachLink() {
  const list = useTeaching();
  if (!list.data || list.data.length === 0) return null;
  return (
    <p>
      <Link to={paths.teaching}>Teach your live classes</Link>
    </p>
  );
}
