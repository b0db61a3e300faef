import { Link } from 'react-router';
import { PageHeader } from '../components/page-header.tsx';
import { useT } from '../lib/i18n.ts';
import { usePublicPath } from '../lib/language-paths.ts';

export default function NotFoundPage() {
  const t = useT();
  const publicPath = usePublicPath();
  return (
    <>
      <PageHeader title={t('public.title.notFound')}>{t('public.notFound.lead')}</PageHeader>
      <section className="container py-5 text-center">
        <Link className="btn btn-danger btn-lg" to={publicPath('/home')}>
          {t('public.notFound.backHome')}
        </Link>
      </section>
    </>
  );
}
