import { useParams } from 'react-router';
import {
  consoleClientsTexts as t,
  easternShortDate,
  easternWhen,
  formatDollars,
  type ClientHistory,
} from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { Link } from '../../../lib/link.tsx';
import { paths } from '../../../lib/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { useClientHistory } from '../api/clients.ts';
import { StudioGate } from '../studio-gate.tsx';
import { ClientNotes } from './client-notes.tsx';
import '../console.css';
import './clients.css';

/** A table of one history list, or a line saying it is empty. */
function HistoryTable(props: {
  title: string;
  empty: string;
  heads: string[];
  rows: { key: string | number; cells: string[] }[];
}) {
  return (
    <section className="console__card">
      <h2>{props.title}</h2>
      {props.rows.length === 0 ? (
        <p className="console__muted">{props.empty}</p>
      ) : (
        <div className="console__scroll">
          <table className="console__table clients__table" aria-label={props.title}>
            <thead>
              <tr>
                {props.heads.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.rows.map((r) => (
                <tr key={r.key}>
                  {r.cells.map((c, i) => (
                    <td key={i}>{c}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const attendedText = (b: ClientHistory['bookings'][number]) =>
  b.cancelled ? 'Class cancelled' : b.attended ? 'Came' : 'Did not join';

/** Their bookings, purchases and videos at this studio. */
export function ClientHistoryView({ history }: { history: ClientHistory }) {
  const c = history.client;
  return (
    <>
      <p>
        <a href={`mailto:${c.email}`}>{c.email}</a>
      </p>
      <p role="status">
        Client since {easternShortDate(c.firstActivityAt)}, last seen{' '}
        {easternShortDate(c.lastActivityAt)}: {c.classesBooked} booked, {c.classesAttended} came,{' '}
        {c.purchases} purchase{c.purchases === 1 ? '' : 's'}, {c.videosWatched} video
        {c.videosWatched === 1 ? '' : 's'} watched.
      </p>
      <HistoryTable
        title="Classes booked"
        empty="No classes booked here."
        heads={['Class', 'When', 'Attended']}
        rows={history.bookings.map((b) => ({
          key: b.classId,
          cells: [b.title, easternWhen(b.startsAtIso), attendedText(b)],
        }))}
      />
      <HistoryTable
        title="Purchases"
        empty="Nothing bought here."
        heads={['What', 'When', 'Amount']}
        rows={history.purchases.map((p) => ({
          // A payment's id and a class pack's are counted apart: the name and time tell them apart.
          key: `${p.id}:${p.what}:${p.at}`,
          cells: [p.what, easternShortDate(p.at), formatDollars(p.amountCents)],
        }))}
      />
      <HistoryTable
        title="Videos watched"
        empty="No videos watched here."
        heads={['Video', 'Plays', 'Minutes', 'Last watched']}
        rows={history.videos.map((v) => ({
          key: v.videoId,
          cells: [
            v.title,
            String(v.plays),
            String(v.minutesWatched),
            easternShortDate(v.lastWatchedAt),
          ],
        }))}
      />
    </>
  );
}

function ClientBody({ studioId, clientId }: { studioId: number; clientId: number }) {
  const history = useClientHistory(studioId, clientId);
  usePageTitle(history.data ? `${history.data.client.name}: client` : 'Client');
  if (history.isPending) return <Loader />;
  if (history.isError) return <FormMessage error={errorMessage(history.error)} />;
  return (
    <>
      <h1>{history.data.client.name || history.data.client.email}</h1>
      <ClientHistoryView history={history.data} />
      <ClientNotes studioId={studioId} clientId={clientId} notes={history.data.notes} />
    </>
  );
}

/**
 * /console/studios/{studioId}/clients/{clientId}: a client's history with this studio only, and
 * the staff's private notes on them; for staff and the studio's admins.
 */
export default function ConsoleClientPage() {
  const params = useParams();
  const studioId = Number(params.studioId);
  const clientId = Number(params.clientId);
  return (
    <StudioGate studioId={studioId} title={t.title}>
      {(studio) => (
        <main className="page console">
          <p>
            <Link to={paths.consoleClients(studioId)}>Clients at {studio.name}</Link>
          </p>
          <ClientBody studioId={studioId} clientId={clientId} />
        </main>
      )}
    </StudioGate>
  );
}
