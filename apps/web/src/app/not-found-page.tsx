import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <section className="container py-5 text-center">
      <h1 className="display-6">Page not found</h1>
      <p className="text-secondary">The page you are looking for does not exist or has moved.</p>
      <Link className="btn btn-danger" to="/home">
        Back to Home
      </Link>
    </section>
  );
}
