import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <main className="page">
      <h1>Page not found</h1>
      <p>We could not find that page. It may have moved.</p>
      <Link className="btn" to="/">
        Go to the home page
      </Link>
    </main>
  );
}
