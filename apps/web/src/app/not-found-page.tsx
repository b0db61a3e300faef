import { Link } from 'react-router';
import { PageHeader } from '../components/page-header.tsx';

export default function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found">The page you are looking for does not exist or has moved.</PageHeader>
      <section className="container py-5 text-center">
        <Link className="btn btn-danger btn-lg" to="/home">
          Back to Home
        </Link>
      </section>
    </>
  );
}
