import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AcademyEvent } from '@academy/contract';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { SuccessAnimation } from '../../../components/success-animation.tsx';
import { useToast } from '../../../components/toast/toast-context.ts';
import { formatAdminDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useEvents } from '../../../lib/events-list.ts';
import { useDeleteEvent } from '../api/delete-event.ts';
import { adminEventQuery } from '../api/get-admin-event.ts';
import { EventFormModal, type EventFormMode } from './components/event-form-modal.tsx';
import { EventsTable } from './components/events-table.tsx';
import { Icon } from '../../../components/icon.tsx';
import './admin-events.css';

/** The question asked before deleting, plus what the delete takes with it. */
function deleteMessage(t: ReturnType<typeof useT>, event: AcademyEvent): string {
  if (event.totalBookings === 0) return t('admin.events.deleteConfirm');
  return `${t('admin.events.deleteConfirm')} ${t('admin.events.deleteBookingsToo', { bookings: event.totalBookings })}`;
}

/** Admin Events List: table, Add/Edit Event modal, delete with a confirmation first. */
export default function AdminEventsPage() {
  const t = useT();
  const toast = useToast();
  const { data, isPending, isError, refetch } = useEvents();
  const deleteEvent = useDeleteEvent();
  const queryClient = useQueryClient();
  const [formMode, setFormMode] = useState<EventFormMode | null>(null);
  const [toDelete, setToDelete] = useState<AcademyEvent | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const onSaved = (message: string) => {
    setFormMode(null);
    setSuccess(message);
  };
  const endSuccess = useCallback(() => setSuccess(null), []);

  // The list speaks the reader's language; the form edits the texts as typed with their translations, which only
  // the admin's reply of the one event carries (decision 048).
  const edit = (event: AcademyEvent) => {
    queryClient.fetchQuery(adminEventQuery(event._id)).then(
      (reply) => setFormMode({ kind: 'edit', event: reply.event }),
      (error: Error) => toast.show(error.message, 'danger'),
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteEvent.mutate(toDelete._id, {
      onSuccess: (reply) => {
        setToDelete(null);
        toast.show(reply.message, 'success');
      },
      onError: (error) => {
        setToDelete(null);
        toast.show(error.message, 'danger');
      },
    });
  };

  return (
    <div className="admin-events">
      <div className="admin-page__head">
        <div>
          <h1 className="admin-page__title">{t('admin.events.title')}</h1>
          {data && (
            <p className="admin-page__subtitle">
              {t('admin.events.summary', {
                events: data.events.length,
                live: data.events.filter((e) => e.category === 'upcoming').length,
              })}
            </p>
          )}
        </div>
        <button
          type="button"
          className="btn btn-danger d-inline-flex align-items-center gap-2"
          onClick={() => setFormMode({ kind: 'add' })}
        >
          <Icon name="plus" />
          {t('admin.events.add')}
        </button>
      </div>

      <div className="admin-page__card">
        {isError ? (
          <div className="p-4" role="alert">
            <p className="mb-3">{t('admin.events.loadError')}</p>
            <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => refetch()}>
              {t('admin.common.tryAgain')}
            </button>
          </div>
        ) : (
          <EventsTable events={data?.events} loading={isPending} onEdit={edit} onDelete={setToDelete} />
        )}
      </div>

      <EventFormModal mode={formMode} onHide={() => setFormMode(null)} onSaved={onSaved} />
      <ConfirmModal
        show={toDelete !== null}
        // Named, with its date: on a phone the table scrolls sideways and the tapped row is easy to mistake.
        title={toDelete ? t('admin.events.deleteTitle', { name: toDelete.eventName }) : t('admin.events.delete')}
        detail={toDelete ? t('admin.common.ist', { when: formatAdminDateTime(toDelete.eventDateTime) }) : undefined}
        message={toDelete ? deleteMessage(t, toDelete) : ''}
        busy={deleteEvent.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
      {success && <SuccessAnimation message={success} onDone={endSuccess} />}
    </div>
  );
}
