import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { consoleClientsTexts as t, easternShortDate, type StudioClients } from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { Link } from '../../../lib/link.tsx';
import { paths } from '../../../lib/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { Field } from '../../../ui/field.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { downloadClientsCsv, useClients } from '../api/clients.ts';
import { StudioPage } from '../studio-gate.tsx';
import { CsvButton } from '../csv-button.tsx';
import '../console.css';
import './clients.css';

/** The clients of one page, each name leading to their page. */
export function ClientsTable({ studioId, list }: { studioId: number; list: StudioClients }) {
  return (
    <div className="console__scroll">
      <table className="console__table clients__table" aria-label={t.title}>
        <thead>
          <tr>
            <th scope="col">Client</th>
            <th scope="col">Last activity</th>
            <th scope="col">First activity</th>
            <th scope="col">Booked</th>
            <th scope="col">Came</th>
            <th scope="col">Purchases</th>
            <th scope="col">Videos</th>
          </tr>
        </thead>
        <tbody>
          {list.clients.map((c) => (
            <tr key={c.userId}>
              <td>
                <Link to={paths.consoleClient(studioId, c.userId)}>{c.name || c.email}</Link>
                <br />
                <span className="console__muted clients__email">{c.email}</span>
              </td>
              <td>{easternShortDate(c.lastActivityAt)}</td>
              <td>{easternShortDate(c.firstActivityAt)}</td>
              <td>{c.classesBooked}</td>
              <td>{c.classesAttended}</td>
              <td>{c.purchases}</td>
              <td>{c.videosWatched}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Previous and next, and where the page is. */
function Pager(props: { list: StudioClients; onPage: (page: number) => void }) {
  const { page, pageSize, total } = props.list;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav className="console__actions clients__pager" aria-label="Pages of clients">
      <button
        className="btn btn--secondary"
        type="button"
        disabled={page <= 1}
        onClick={() => props.onPage(page - 1)}
      >
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button
        className="btn btn--secondary"
        type="button"
        disabled={page >= pages}
        onClick={() => props.onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

function ClientsList({ studioId }: { studioId: number }) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useClients(studioId, q, page);
  const search = (e: FormEvent) => {
    e.preventDefault();
    setQ(typed);
    setPage(1);
  };
  return (
    <>
      <form className="console__inline-form" role="search" onSubmit={search}>
        <Field
          label={t.searchLabel}
          type="search"
          value={typed}
          maxLength={100}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button className="btn" type="submit">
          Search
        </button>
      </form>
      <CsvButton secondary label={t.exportCsv} download={() => downloadClientsCsv(studioId, q)} />
      {list.isPending ? (
        <Loader />
      ) : list.isError ? (
        <FormMessage error={errorMessage(list.error)} />
      ) : list.data.total === 0 ? (
        <p>{q.trim() ? t.noMatch : t.noClients}</p>
      ) : (
        <>
          <p className="console__muted" role="status">
            {list.data.total} client{list.data.total === 1 ? '' : 's'}
            {q.trim() ? ` matching “${q.trim()}”` : ''}
          </p>
          <ClientsTable studioId={studioId} list={list.data} />
          <Pager list={list.data} onPage={setPage} />
        </>
      )}
    </>
  );
}

/**
 * /console/studios/{studioId}/clients: the members who booked, bought or watched the studio's
 * classes, searched by name or e-mail, latest activity first, and their export as CSV; for staff
 * and the studio's admins.
 */
export default function ConsoleClientsPage() {
  const studioId = Number(useParams().studioId);
  usePageTitle('Clients');
  return (
    <StudioPage studioId={studioId} title={t.title}>
      <p className="console__muted">{t.intro}</p>
      <ClientsList studioId={studioId} />
    </StudioPage>
  );
}
