import { MemberNav } from '../../../ui/member-nav.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ApiFailure } from '../../../ui/api-failure.tsx';
import { ClassGrid } from '../../../ui/class-card.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { usePrograms } from '../api/programs.ts';
import { ProgramCard } from './program-card.tsx';

/** Every program: a named series of classes over weeks. */
export default function ProgramsPage() {
  usePageTitle('Programs');
  const programs = usePrograms();
  if (!programs.data)
    return programs.isError ? <ApiFailure error={programs.error} title="Programs" /> : <Loader />;
  return (
    <main className="page">
      <h1>Programs</h1>
      <MemberNav />
      <p>A few weeks of classes chosen to go together. Follow one week by week.</p>
      {programs.data.length === 0 ? (
        <p>There are no programs here yet.</p>
      ) : (
        <ClassGrid label="Programs">
          {programs.data.map((p) => (
            <ProgramCard key={p.id} program={p} />
          ))}
        </ClassGrid>
      )}
    </main>
  );
}
